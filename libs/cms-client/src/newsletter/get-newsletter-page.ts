import type { Locale } from '@jobpoint/i18n';
import { queryContent } from '../layout/query-content';
import { cmsApi } from '../lib/api/cms-api';
import { SEO_POPULATE } from '../lib/models/shared';
import type { NewsletterPageContent } from './newsletter-schema';

export type { NewsletterBlock, NewsletterPageContent } from './newsletter-schema';

const NEWSLETTER_PAGE_POPULATE = { seo: SEO_POPULATE, newsletter: true, titles: true } as const;

const getNewsletterPageApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The /newsletter page; null when the CMS has none in this language. */
    getNewsletterPage: build.query<NewsletterPageContent | null, { locale: Locale }>({
      queryFn: ({ locale }, _api, _extraOptions, baseQuery) =>
        queryContent(
          baseQuery,
          { path: '/api/newsletter', params: { locale, populate: NEWSLETTER_PAGE_POPULATE } },
          () => import('./newsletter-schema').then((schemas) => schemas.newsletterPageSchema),
          (page) => page,
          null,
        ),
    }),
  }),
});

export const { getNewsletterPage } = getNewsletterPageApi.endpoints;
export const { useGetNewsletterPageQuery } = getNewsletterPageApi;
