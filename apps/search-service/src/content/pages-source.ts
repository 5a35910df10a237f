import { LOCALES, type Locale } from '@jobpoint/i18n';
import { SITE_PAGES, type SitePage } from '@jobpoint/site-routes';
import { fetchSingle, flattenEntity, mediaPath, stringField, type CmsConfig } from './cms-source';
import type { ContentSource } from './content-source';
import { RequestRejectedError } from './fetch-json';
import { mediaUrl } from './media-url';
import type { ContentRecord } from './search-record';

/** The pages the site search finds (page registry: `searchIndex`), each by its single type's SEO block. */
export const SEARCHABLE_PAGES: readonly { singleType: string; route: string }[] = SITE_PAGES.flatMap((page: SitePage) =>
  page.searchIndex && page.singleType !== null ? [{ singleType: page.singleType, route: page.path }] : [],
);

export interface PagesSourceOptions {
  /** Told about pages the content service refused (not translated, no SEO block). */
  onSkipped?: (skipped: string[]) => void;
}

/**
 * Pages, found by their SEO block: the meta title is the hit's name, the meta description its text.
 * A page the content service does not have in a language, or that has no SEO block, is left out.
 */
export function pagesSource(config: CmsConfig, options: PagesSourceOptions = {}): ContentSource {
  async function fetchPage(singleType: string, route: string, locale: Locale): Promise<ContentRecord | string> {
    try {
      const page = await fetchSingle(config, `/api/${singleType}`, locale, {
        'populate[seo][populate][0]': 'metaImage',
      });
      const seo = flattenEntity(page['seo']);
      const name = stringField(seo, 'metaTitle');
      if (!name) {
        return `${singleType} (${locale}): no SEO title`;
      }
      return {
        objectID: `page-${singleType}-${locale}`,
        language: locale,
        type: 'page',
        name,
        content: stringField(seo, 'metaDescription'),
        slug: singleType,
        url: route,
        imageURL: mediaUrl(mediaPath(seo['metaImage']), config.mediaPathPrefix),
      };
    } catch (error) {
      if (error instanceof RequestRejectedError) {
        return `${singleType} (${locale}): ${error.status}`;
      }
      throw error;
    }
  }

  return {
    name: 'pages',
    async fetchRecords() {
      const results = await Promise.all(
        LOCALES.flatMap((locale) =>
          SEARCHABLE_PAGES.map(({ singleType, route }) => fetchPage(singleType, route, locale)),
        ),
      );
      const skipped = results.filter((result): result is string => typeof result === 'string');
      if (skipped.length > 0) {
        options.onSkipped?.(skipped);
      }
      return results.filter((result): result is ContentRecord => typeof result !== 'string');
    },
  };
}
