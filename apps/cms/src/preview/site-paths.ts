import { COLLECTION_TYPES, SINGLE_TYPES } from '../content-types';

/**
 * The site path of every single type that is a page of the site (libs/site-routes, SITE_PAGES: `path` by
 * `singleType`); `site-paths.test.ts` compares the two. Page single types without a route of their own
 * (registration texts, job list texts, job detail labels, MobiJob) have no preview.
 */
export const SINGLE_TYPE_PATHS: Partial<Record<keyof typeof SINGLE_TYPES, string>> = {
  arbeitssuchende: '/',
  arbeitgebende: '/arbeitgebende',
  home: '/beratung',
  'avgs-coaching': '/beratung/avgs',
  bewerbungsberatung: '/beratung/bewerbungsberatung',
  'cookie-bestimmungen': '/cookie-bestimmungen',
  datenschutzerklaerung: '/datenschutzerklaerung',
  'download-seite': '/downloads',
  'einfache-sprache-seite': '/einfache-sprache',
  faq: '/faq',
  foerderung: '/foerderung',
  impressum: '/impressum',
  jobboerse: '/job-boerse',
  'merkliste-seite': '/job-boerse/merkliste',
  'jb-anleitung': '/jobboerse-anleitung',
  'joboerse-nutzungsbedingungen': '/jobboerse-nutzungsbedingungen',
  kontakt: '/kontakt',
  'ladengeschaeft-seite': '/ladengeschaeft',
  newsletter: '/newsletter',
  nutzungshinweise: '/nutzungshinweise',
  ratgeber: '/ratgeber',
  'ag-shop-a-job-seite': '/shop-a-job-messe',
  uberuns: '/ueber-uns',
  'veranstaltungen-view': '/veranstaltungen',
};

/** The site path pattern of each collection whose entries are pages; `:slug` is the entry's slug. */
export const COLLECTION_PATHS: Partial<Record<keyof typeof COLLECTION_TYPES, string>> = {
  article: '/ratgeber/:slug',
  veranstaltungen: '/veranstaltungen/:slug',
  seite: '/:slug',
};
