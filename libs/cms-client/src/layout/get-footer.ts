import * as z from 'zod';
import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import { mediaSchema } from '../lib/models/shared';
import { queryContent } from './query-content';

const text = z.string().nullish();

export const partnerLogoSchema = z.object({
  id: z.number().nullish(),
  caption: text,
  url: text,
  image: mediaSchema.nullish(),
});
export type PartnerLogo = z.infer<typeof partnerLogoSchema>;

/** `type` is 'internal' for a routed site link; any other value means a plain external link. */
export const footerLinkSchema = z.object({
  id: z.number().nullish(),
  title: z.string(),
  link: z.string(),
  type: text,
});
export type FooterLink = z.infer<typeof footerLinkSchema>;

export const footerSectionSchema = z.object({
  id: z.number().nullish(),
  title: text,
  links: z.array(footerLinkSchema).nullish().transform((links) => links ?? []),
});
export type FooterSection = z.infer<typeof footerSectionSchema>;

export const footerSchema = z.object({
  partnerLogos: z.array(partnerLogoSchema).nullish().transform((logos) => logos ?? []),
  footerSections: z.array(footerSectionSchema).nullish().transform((sections) => sections ?? []),
  cookiePolicy: text,
});
export type FooterContent = z.infer<typeof footerSchema>;

export const FOOTER_POPULATE = {
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
          footerSchema,
          (footer) => footer,
          null,
        ),
    }),
  }),
});

export const { getFooter } = getFooterApi.endpoints;
export const { useGetFooterQuery } = getFooterApi;
