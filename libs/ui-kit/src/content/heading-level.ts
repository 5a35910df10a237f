export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export type HeadingTag = `h${HeadingLevel}`;

export function headingTag(level: number): HeadingTag {
  return `h${Math.min(6, Math.max(1, Math.round(level))) as HeadingLevel}`;
}

/** Type sizes by level, so a heading moved down a level by its context also looks a level lower. */
type HeadingSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl' | '4xl';

export const HEADING_SIZES: Record<HeadingTag, { base: HeadingSize; md: HeadingSize }> = {
  h1: { base: '2xl', md: '4xl' },
  h2: { base: 'xl', md: '3xl' },
  h3: { base: 'lg', md: 'xl' },
  h4: { base: 'md', md: 'lg' },
  h5: { base: 'md', md: 'md' },
  h6: { base: 'sm', md: 'sm' },
};
