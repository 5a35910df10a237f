import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import { chatContactSchema, type ChatContact } from './location-content';
import { fetchLocalizedContent, type LocalizedContent } from '../lib/strapi/fetch-single-type';

export const chatContactApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The WhatsApp contact; `null` when the editors have not filled it in. */
    getChatContact: build.query<LocalizedContent<ChatContact> | null, Locale>({
      queryFn: (locale, _api, _extraOptions, baseQuery) =>
        fetchLocalizedContent(
          baseQuery,
          (candidate) => ({ path: '/api/chat-contact', params: { locale: candidate, populate: { button: true } } }),
          chatContactSchema,
          locale,
        ),
    }),
  }),
});

export const { useGetChatContactQuery } = chatContactApi;
