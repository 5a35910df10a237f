import { definePage } from '@jobpoint/app-shell';
import { EventDetailPage, loadEvent, loadRegistrationCode, selectEventSeo } from '@jobpoint/events';
import { localDateString } from '@jobpoint/i18n';

/** /veranstaltungen/{slug}: an unknown slug is a 404 with the not-found page. */
export default definePage({
  load: async ({ params, request, store, locale }) => {
    const slug = await loadEvent(store.dispatch, { locale, slug: params['slug'] });
    const today = localDateString();
    await loadRegistrationCode(store.getState(), { slug, locale, today });
    return { slug, locale, today, origin: new URL(request.url).origin };
  },
  seo: ({ slug, locale }, store) => selectEventSeo(store.getState(), { slug, locale }),
  Component: EventDetailPage,
});
