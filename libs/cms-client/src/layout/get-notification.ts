import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import { queryContent } from './query-content';

const getNotificationApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The announcement text for the ticker under the header; null when there is none. */
    getNotification: build.query<string | null, { locale: Locale }>({
      queryFn: ({ locale }, _api, _extraOptions, baseQuery) =>
        queryContent(
          baseQuery,
          { path: '/api/notification', params: { locale } },
          () => import('./layout-schema').then((schemas) => schemas.notificationSchema),
          ({ Ankuendigung }) => Ankuendigung?.trim() || null,
          null,
        ),
    }),
  }),
});

export const { getNotification } = getNotificationApi.endpoints;
export const { useGetNotificationQuery } = getNotificationApi;
