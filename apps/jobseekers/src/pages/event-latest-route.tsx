import { definePage } from '@jobpoint/app-shell';
import { EventDetailPage, loadLatestEvent, loadRegistrationCode, selectEventSeo } from '@jobpoint/events';
import { localDateString } from '@jobpoint/i18n';

/** /veranstaltungen/latest: the next event, shown like its own page (its canonical link names that page). */
export default definePage({
  load: async ({ request, store, locale }) => {
    const today = localDateString();
    const { slug, paths } = await loadLatestEvent(store.dispatch, { locale, today });
    await loadRegistrationCode(store.getState(), { slug, locale, today });
    return { slug, paths, locale, today, origin: new URL(request.url).origin };
  },
  seo: ({ slug, locale }, store) => selectEventSeo(store.getState(), { slug, locale }),
  paths: ({ paths }) => paths,
  Component: EventDetailPage,
});
