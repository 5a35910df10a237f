import { parser, RuleType, type MarkdownToJSX } from 'markdown-to-jsx';
import { withoutTags } from './markdown-source';
import type { RichTextHeading } from './rich-text';

type HeadingNode = MarkdownToJSX.HeadingNode;

/** The text's headings in document order, parsed as `RichText` parses it. */
function headingNodesOf(markdown: string, headingId?: (text: string) => string): HeadingNode[] {
  const headings: HeadingNode[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
    } else if (node && typeof node === 'object') {
      if ((node as { type?: unknown }).type === RuleType.heading) {
        headings.push(node as HeadingNode);
      }
      Object.values(node).forEach(visit);
    }
  };
  visit(parser(markdown, { disableParsingRawHTML: true, forceBlock: true, ...(headingId ? { slugify: headingId } : {}) }));
  return headings;
}

/** Every heading level the text uses, in the order of rank (`#` before `##`). */
export function headingLevelsOf(markdown: string): number[] {
  return [...new Set(headingNodesOf(markdown).map((heading) => heading.level))].sort((a, b) => a - b);
}

function plainText(node: unknown): string {
  if (Array.isArray(node)) {
    return node.map(plainText).join('');
  }
  if (!node || typeof node !== 'object') {
    return '';
  }
  const { text, children } = node as { text?: unknown; children?: unknown };
  return typeof text === 'string' ? text : plainText(children);
}

/**
 * The headings of a rich text with the ids `RichText` gives them for the same `headingId`: the same
 * source cleaning and parser, so a table of contents built from them always finds its targets.
 */
export function richTextHeadings(markdown: string | null | undefined, headingId: (text: string) => string): RichTextHeading[] {
  const source = markdown ? withoutTags(markdown).trim() : '';
  return headingNodesOf(source, headingId).map((heading) => ({ level: heading.level, text: plainText(heading.children).trim(), id: heading.id }));
}

