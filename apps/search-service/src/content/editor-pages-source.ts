import { EDITOR_PAGE_POPULATE, EDITOR_PAGES_PATH, isRecord, type EditorPage } from '@jobpoint/cms-client';
import { editorPageSchema } from '@jobpoint/cms-client/schemas';
import { LOCALES, type Locale } from '@jobpoint/i18n';
import { editorPagePath, isEditorPageSlug } from '@jobpoint/site-routes';
import { entityKey, indexerCmsReader, mediaPath, type CmsConfig } from './cms-source';
import type { ContentSource } from './content-source';
import { markdownToText } from './markdown-to-text';
import { mediaUrl } from './media-url';
import type { ContentRecord } from './search-record';

/** Fields of a block that are addresses, choices or dates, not words a visitor reads. */
const NOT_TEXT = new Set(['url', 'variant', 'date', 'initialDate', 'fromTime', 'toTime', 'disableAt', 'email', 'phone', 'number', 'mapsLink']);

/** A block's words: every text it holds, leaving out its images and files and what `NOT_TEXT` names. */
function blockText(value: unknown): string[] {
  if (typeof value === 'string') return [markdownToText(value)];
  if (Array.isArray(value)) return value.flatMap(blockText);
  if (!isRecord(value) || 'mime' in value) return [];
  return Object.entries(value).flatMap(([key, nested]) => (NOT_TEXT.has(key) ? [] : blockText(nested)));
}

/** The words of an editor page, block after block, as the page shows them. */
export function editorPageText(page: Pick<EditorPage, 'blocks' | 'fields'>): string {
  return page.blocks
    .flatMap((block) => ('field' in block ? blockText(page.fields[block.field]) : []))
    .filter(Boolean)
    .join(' ');
}

function editorPageRecord(entry: Record<string, unknown>, page: EditorPage, locale: Locale, config: CmsConfig): ContentRecord {
  return {
    objectID: `editor-page-${entityKey(entry)}-${locale}`,
    language: locale,
    type: 'page',
    name: page.seo?.metaTitle || page.title,
    description: page.seo?.metaDescription ?? '',
    content: editorPageText(page),
    slug: page.slug,
    url: editorPagePath(page.slug),
    imageURL: mediaUrl(mediaPath(page.seo?.metaImage), config.mediaPathPrefix),
  };
}

/**
 * The editors' own pages (`/api/seiten`), each version in its own language, found by its title and the
 * words of its blocks. A language without a version has none in the index (the page shows the German
 * version there, which the German index holds); a page whose slug is not an address of the site is left
 * out.
 */
export function editorPagesSource(config: CmsConfig): ContentSource {
  const cms = indexerCmsReader(config);
  return {
    name: 'editor pages',
    async fetchRecords() {
      const perLocale = await Promise.all(
        LOCALES.map(async (locale) => {
          const entries = await cms.collection(EDITOR_PAGES_PATH, { locale, populate: EDITOR_PAGE_POPULATE });
          return entries.filter(isRecord).flatMap((entry): ContentRecord[] => {
            const parsed = editorPageSchema.safeParse(entry);
            return parsed.success && isEditorPageSlug(parsed.data.slug) ? [editorPageRecord(entry, parsed.data, locale, config)] : [];
          });
        }),
      );
      return perLocale.flat();
    },
  };
}
