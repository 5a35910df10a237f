/**
 * Plain text of a Markdown (or HTML) field, for indexing and snippets: markup, link targets and images
 * go, their visible text stays.
 */
export function markdownToText(markdown: string | null | undefined): string {
  if (!markdown) {
    return '';
  }
  return (
    markdown
      // fenced code markers (the code itself is text a reader sees)
      .replace(/^\s*(```|~~~).*$/gm, ' ')
      // images: alt text only
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      // links: label only
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, ' ')
      // headings, quotes, list bullets and numbers at line starts
      .replace(/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+/gm, '')
      // horizontal rules
      .replace(/^\s*([-*_])(\s*\1){2,}\s*$/gm, ' ')
      // emphasis, strike-through and inline code markers
      .replace(/(\*{1,3}|_{1,3}|~~|`+)(\S(?:.*?\S)?)\1/g, '$2')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
