import { definePage } from '@jobpoint/app-shell';
import { AdvicePage, adviceSearchFromQuery, loadAdviceList, selectAdviceSeo } from '@jobpoint/advice';

/** /ratgeber: the loader runs the URL's search, so the server renders the same list as the browser. */
export default definePage({
  load: ({ request, store, locale }) => loadAdviceList(store.dispatch, { locale, search: adviceSearchFromQuery(new URL(request.url).searchParams) }),
  seo: ({ locale }, store) => selectAdviceSeo(store.getState(), locale),
  Component: AdvicePage,
});
