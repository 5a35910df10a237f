import { definePage } from '@jobpoint/app-shell';
import { eventSearchFromQuery, EventsPage, loadEventsPage, selectEventsSeo } from '@jobpoint/events';
import { localDateString } from '@jobpoint/i18n';

/** /veranstaltungen: the loader runs the URL's search, so the server renders the list the URL names. */
export default definePage({
  load: async ({ request, store, locale }) => {
    const today = localDateString();
    const search = eventSearchFromQuery(new URL(request.url).searchParams);
    await loadEventsPage(store.dispatch, { locale, today, search });
    return { locale, today, search };
  },
  seo: ({ locale }, store) => selectEventsSeo(store.getState(), locale),
  Component: EventsPage,
});
