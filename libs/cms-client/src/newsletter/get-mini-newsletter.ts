import * as z from 'zod';
import type { Locale } from '@jobpoint/i18n';
import { queryContent } from '../layout/query-content';
import { cmsApi } from '../lib/api/cms-api';

const text = z.string().nullish();

/** The footer's newsletter box; `privacyText` is the consent text, in Markdown. */
export const miniNewsletterSchema = z.object({
  title: text,
  fieldLabel: text,
  placeholder: text,
  privacyText: text,
  sendButtonText: text,
  successText: text,
  errorText: text,
});
export type MiniNewsletterContent = z.infer<typeof miniNewsletterSchema>;

const getMiniNewsletterApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The footer newsletter texts; null when the CMS has none in this language. */
    getMiniNewsletter: build.query<MiniNewsletterContent | null, { locale: Locale }>({
      queryFn: ({ locale }, _api, _extraOptions, baseQuery) =>
        queryContent(baseQuery, { path: '/api/mini-newsletter', params: { locale } }, miniNewsletterSchema, (content) => content, null),
    }),
  }),
});

export const { getMiniNewsletter } = getMiniNewsletterApi.endpoints;
export const { useGetMiniNewsletterQuery } = getMiniNewsletterApi;
