import type { BlockName } from './block-types';

/**
 * Blocks whose content is not a field of the page but a list or entry of its own (loaded by the block),
 * each with the CMS content types it reads, which the gateway lets the browser read for a page that
 * shows the widget.
 */
export const CONTENT_WIDGETS = {
  'site.locations': ['standorte'],
  'site.chat-contact': ['chat-contact'],
  'site.location-block': ['standort-block', 'standorte'],
  'site.customer-ratings': ['rating-block', 'bewertungs'],
  'site.company-ratings': ['rating-block', 'unternehmensbewertungens'],
  'site.fair-events': ['veranstaltungens'],
  'site.fair-block': ['messe-block', 'messe-filters'],
  'site.fair-exhibitors': ['veranstaltungens'],
} as const satisfies Record<string, readonly string[]>;
export type ContentWidget = keyof typeof CONTENT_WIDGETS;

/** One block of a page: a field of the single type shown as a block, or a widget with its own content. */
export type PageBlock =
  | { field: string; block: BlockName; repeatable?: boolean }
  | { widget: ContentWidget };

/** A page's content as the CMS holds it: a single type, the blocks it shows in order, and its SEO block. */
export interface SingleTypeDescription {
  singleType: string;
  blocks: readonly PageBlock[];
  /**
   * The page shows what it can when its content fails to load (the CMS is down or answers nonsense):
   * the layout without the content, never the error page.
   */
  failuresIgnored?: boolean;
}

export function fieldBlocks(description: SingleTypeDescription) {
  return description.blocks.filter((block): block is Extract<PageBlock, { field: string }> => 'field' in block);
}
