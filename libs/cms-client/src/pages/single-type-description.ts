import type { BlockName } from './block-types';

/** Blocks whose content is not a field of the page but a list or entry of its own (loaded by the block). */
export const CONTENT_WIDGETS = [
  'site.locations',
  'site.chat-contact',
  'site.location-block',
  'site.customer-ratings',
  'site.company-ratings',
  'site.fair-events',
  'site.fair-block',
  'site.fair-exhibitors',
] as const;
export type ContentWidget = (typeof CONTENT_WIDGETS)[number];

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
