import * as z from 'zod';
import type { Locale } from '@jobpoint/i18n';
import { queryContent } from '../layout/query-content';
import { cmsApi } from '../lib/api/cms-api';
import { SEO_POPULATE, seoSchema } from '../lib/models/shared';

const text = z.string().nullish();

/** The signup block of the newsletter page; `checkboxText` is the consent text, in Markdown. */
export const newsletterBlockSchema = z.object({
  title: text,
  subtitle: text,
  btnText: text,
  placeholder: text,
  checkboxText: text,
});
export type NewsletterBlock = z.infer<typeof newsletterBlockSchema>;

export const newsletterPageSchema = z.object({
  seo: seoSchema.nullish(),
  newsletter: newsletterBlockSchema.nullish(),
});
export type NewsletterPageContent = z.infer<typeof newsletterPageSchema>;

export const NEWSLETTER_PAGE_POPULATE = { seo: SEO_POPULATE, newsletter: true, titles: true } as const;

const getNewsletterPageApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The /newsletter page; null when the CMS has none in this language. */
    getNewsletterPage: build.query<NewsletterPageContent | null, { locale: Locale }>({
      queryFn: ({ locale }, _api, _extraOptions, baseQuery) =>
        queryContent(
          baseQuery,
          { path: '/api/newsletter', params: { locale, populate: NEWSLETTER_PAGE_POPULATE } },
          newsletterPageSchema,
          (page) => page,
          null,
        ),
    }),
  }),
});

export const { getNewsletterPage } = getNewsletterPageApi.endpoints;
export const { useGetNewsletterPageQuery } = getNewsletterPageApi;
