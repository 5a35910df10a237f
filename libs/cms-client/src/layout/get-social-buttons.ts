import * as z from 'zod';
import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import { queryContent } from './query-content';

export const SOCIAL_PLATFORMS = ['twitter', 'facebook', 'youtube', 'linkedin'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const socialButtonSchema = z.object({
  id: z.number().nullish(),
  type: z.enum(SOCIAL_PLATFORMS),
  link: z.string(),
});
export type SocialButton = z.infer<typeof socialButtonSchema>;

/** One page holds every social button; there is one per platform. */
export const SOCIAL_BUTTONS_PAGE_SIZE = 10;

/** An entry of a platform the site has no icon for is left out instead of failing the list. */
const socialButtonListSchema = z
  .array(socialButtonSchema.nullable().catch(null))
  .transform((buttons) => buttons.filter((button): button is SocialButton => button !== null));

const getSocialButtonsApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    // Social buttons are not localised; the locale argument only keeps the layout's queries uniform.
    getSocialButtons: build.query<SocialButton[], { locale: Locale }>({
      queryFn: (_args, _api, _extraOptions, baseQuery) =>
        queryContent(
          baseQuery,
          { path: '/api/social-buttons', params: { pagination: { pageSize: SOCIAL_BUTTONS_PAGE_SIZE } } },
          socialButtonListSchema,
          (buttons) => buttons,
          [],
        ),
    }),
  }),
});

export const { getSocialButtons } = getSocialButtonsApi.endpoints;
export const { useGetSocialButtonsQuery } = getSocialButtonsApi;
