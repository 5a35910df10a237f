import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import type { FooterContent } from './layout-schema';
import { queryContent } from './query-content';

export type { FooterContent, FooterLink, FooterSection, PartnerLogo } from './layout-schema';

const FOOTER_POPULATE = {
  partnerLogos: { populate: { image: true } },
  footerSections: { populate: { links: true } },
} as const;

const getFooterApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    getFooter: build.query<FooterContent | null, { locale: Locale }>({
      queryFn: ({ locale }, _api, _extraOptions, baseQuery) =>
        queryContent(
          baseQuery,
          { path: '/api/footer', params: { locale, populate: FOOTER_POPULATE } },
          () => import('./layout-schema').then((schemas) => schemas.footerSchema),
          (footer) => footer,
          null,
        ),
    }),
  }),
});

export const { getFooter } = getFooterApi.endpoints;
export const { useGetFooterQuery } = getFooterApi;
