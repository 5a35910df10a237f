import { LOCALES, type Locale } from '@jobpoint/i18n';
import { SITE_PAGES, type SitePage } from '@jobpoint/site-routes';
import { isRecord } from '@jobpoint/cms-client';
import { CmsAnswerError } from '@jobpoint/cms-reader';
import { indexerCmsReader, mediaPath, stringField, type CmsConfig } from './cms-source';
import type { ContentSource } from './content-source';
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
  const cms = indexerCmsReader(config);

  async function fetchPage(singleType: string, route: string, locale: Locale): Promise<ContentRecord | string> {
    try {
      const page = await cms.content(`/api/${singleType}`, { locale, populate: { seo: { populate: ['metaImage'] } } });
      const seo = isRecord(page) && isRecord(page['seo']) ? page['seo'] : {};
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
      // Up, but without this page: not translated, or a query it does not accept.
      if (error instanceof CmsAnswerError && error.status < 500) {
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
