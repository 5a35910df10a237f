import { LOCALES, type Locale } from '@jobpoint/i18n';
import { ROUTES } from '@jobpoint/site-routes';
import { fetchSingle, flattenEntity, mediaPath, stringField, type CmsConfig } from './cms-source';
import type { ContentSource } from './content-source';
import { RequestRejectedError } from './fetch-json';
import { mediaUrl } from './media-url';
import type { ContentRecord } from './search-record';

/** The page single types that carry an SEO block, and the route of the page each one fills. */
export const SEARCHABLE_PAGES: readonly { singleType: string; route: string }[] = [
  { singleType: 'arbeitssuchende', route: ROUTES.jobseekersHome },
  { singleType: 'arbeitgebende', route: ROUTES.employersHome },
  { singleType: 'faq', route: ROUTES.faq },
  { singleType: 'foerderung', route: ROUTES.funding },
  { singleType: 'kontakt', route: ROUTES.contact },
  { singleType: 'uberuns', route: ROUTES.about },
  { singleType: 'avgs-coaching', route: `${ROUTES.counselling}/avgs` },
  { singleType: 'bewerbungsberatung', route: `${ROUTES.counselling}/bewerbungsberatung` },
  { singleType: 'newsletter', route: ROUTES.newsletter },
  { singleType: 'einfache-sprache-seite', route: ROUTES.easyLanguage },
  { singleType: 'ladengeschaeft-seite', route: ROUTES.shop },
  { singleType: 'jobboerse', route: ROUTES.jobBoard },
  { singleType: 'merkliste-seite', route: ROUTES.bookmarks },
  { singleType: 'ratgeber', route: ROUTES.advice },
  { singleType: 'veranstaltungen-view', route: ROUTES.events },
  { singleType: 'download-seite', route: ROUTES.downloads },
  { singleType: 'jb-anleitung', route: '/jobboerse-anleitung' },
  { singleType: 'ag-shop-a-job-seite', route: '/shop-a-job-messe' },
  { singleType: 'impressum', route: ROUTES.legalNotice },
  { singleType: 'datenschutzerklaerung', route: ROUTES.privacy },
  { singleType: 'nutzungshinweise', route: ROUTES.usageNotes },
  { singleType: 'joboerse-nutzungsbedingungen', route: '/jobboerse-nutzungsbedingungen' },
];

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
