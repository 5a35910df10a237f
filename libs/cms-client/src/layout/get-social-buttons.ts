import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import type { SocialButton } from './layout-schema';
import { queryContent } from './query-content';

export type { SocialButton } from './layout-schema';

/** One page holds every social button; there is one per platform. */
const SOCIAL_BUTTONS_PAGE_SIZE = 10;

const getSocialButtonsApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    // Social buttons are not localised; the locale argument only keeps the layout's queries uniform.
    getSocialButtons: build.query<SocialButton[], { locale: Locale }>({
      queryFn: (_args, _api, _extraOptions, baseQuery) =>
        queryContent(
          baseQuery,
          { path: '/api/social-buttons', params: { pagination: { pageSize: SOCIAL_BUTTONS_PAGE_SIZE } } },
          () => import('./layout-schema').then((schemas) => schemas.socialButtonListSchema),
          (buttons) => buttons,
          [],
        ),
    }),
  }),
});

export const { getSocialButtons } = getSocialButtonsApi.endpoints;
export const { useGetSocialButtonsQuery } = getSocialButtonsApi;
