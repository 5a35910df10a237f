import type { Locale } from '@jobpoint/i18n';
import { queryContent } from '../layout/query-content';
import { cmsApi } from '../lib/api/cms-api';
import type { MiniNewsletterContent } from './newsletter-schema';

export type { MiniNewsletterContent } from './newsletter-schema';

const getMiniNewsletterApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The footer newsletter texts; null when the CMS has none in this language. */
    getMiniNewsletter: build.query<MiniNewsletterContent | null, { locale: Locale }>({
      queryFn: ({ locale }, _api, _extraOptions, baseQuery) =>
        queryContent(
          baseQuery,
          { path: '/api/mini-newsletter', params: { locale } },
          () => import('./newsletter-schema').then((schemas) => schemas.miniNewsletterSchema),
          (content) => content,
          null,
        ),
    }),
  }),
});

export const { getMiniNewsletter } = getMiniNewsletterApi.endpoints;
export const { useGetMiniNewsletterQuery } = getMiniNewsletterApi;
