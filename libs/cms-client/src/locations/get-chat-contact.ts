import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import type { ChatContact } from './location-content';
import { localizedSingleTypeQuery, type LocalizedContent } from '../lib/strapi/fetch-single-type';

export const chatContactApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The WhatsApp contact; `null` when the editors have not filled it in. */
    getChatContact: build.query<LocalizedContent<ChatContact> | null, Locale>({
      queryFn: localizedSingleTypeQuery('/api/chat-contact', () => import('./location-schema').then((schemas) => schemas.chatContactSchema), { populate: { button: true } }),
    }),
  }),
});

export const { useGetChatContactQuery } = chatContactApi;
