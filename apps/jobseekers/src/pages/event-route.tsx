import { definePage } from '@jobpoint/app-shell';
import { EventDetailPage, loadEvent, loadRegistrationCode, selectEventSeo } from '@jobpoint/events';
import { localDateString } from '@jobpoint/i18n';

/**
 * /veranstaltungen/{slug}: an unknown slug is a 404 with the not-found page; a slug that is not the
 * event's address in the URL's language redirects there.
 */
export default definePage({
  load: async ({ params, request, store, locale }) => {
    const url = new URL(request.url);
    const { slug, paths } = await loadEvent(store.dispatch, { locale, slug: params['slug'], url });
    const today = localDateString();
    await loadRegistrationCode(store.getState(), { slug, locale, today });
    return { slug, paths, locale, today, origin: url.origin };
  },
  seo: ({ slug, locale }, store) => selectEventSeo(store.getState(), { slug, locale }),
  paths: ({ paths }) => paths,
  Component: EventDetailPage,
});
