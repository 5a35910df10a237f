import { richTextHeadings } from '@jobpoint/ui-kit';
import { articleHeadingId } from './article-heading-id';

export interface TocEntry {
  id: string;
  text: string;
  /** 1 for a heading of the content's top rank, 2 for one below it. */
  depth: 1 | 2;
}

/**
 * The table of contents of an article: its headings of the top two ranks it uses, with the ids the
 * article's rich text gives them (`articleHeadingId`), in document order. It parses the Markdown, so
 * the article's loader builds it (`loadArticle`): a hydrating page does not load the parser.
 */
export function tableOfContents(markdown: string | null | undefined): TocEntry[] {
  const headings = richTextHeadings(markdown, articleHeadingId).filter((heading) => heading.text);
  const ranks = [...new Set(headings.map((heading) => heading.level))].sort((a, b) => a - b).slice(0, 2);
  return headings.flatMap((heading) => {
    const rank = ranks.indexOf(heading.level);
    return rank === -1 ? [] : [{ id: heading.id, text: heading.text, depth: rank === 0 ? 1 : 2 }];
  });
}
