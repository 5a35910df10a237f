/**
 * The first path segment of every route of the site (libs/site-routes, SITE_PAGES). An editors' page at
 * one of these addresses would never be reached, or would hide a route's sub-pages; `reserved-slugs.test.ts`
 * compares this list with SITE_PAGES, so a new route cannot be forgotten here.
 */
export const SITE_ROUTE_SEGMENTS = [
  'arbeitgebende',
  'beratung',
  'cookie-bestimmungen',
  'datenschutzerklaerung',
  'downloads',
  'einfache-sprache',
  'faq',
  'foerderung',
  'impressum',
  'job-alarm',
  'job-boerse',
  'jobboerse-anleitung',
  'jobboerse-nutzungsbedingungen',
  'kontakt',
  'ladengeschaeft',
  'newsletter',
  'nutzungshinweise',
  'ratgeber',
  'suche',
  'shop-a-job-messe',
  'ueber-uns',
  'veranstaltungen',
] as const;

/** The paths the gateway answers itself, before any page route. */
export const GATEWAY_PATHS = [
  'api',
  'cms',
  'jobs-api',
  'static',
  '_dev',
  'healthz',
  'readyz',
  'metrics',
  'sitemap.xml',
  'robots.txt',
  'sw.js',
  'offline',
  'favicon.svg',
  'favicon.png',
  'apple-touch-icon.png',
  'manifest.webmanifest',
] as const;

export const RESERVED_SLUGS: ReadonlySet<string> = new Set([...SITE_ROUTE_SEGMENTS, ...GATEWAY_PATHS]);
