import { definePage } from '@jobpoint/app-shell';
import { urlLocaleOf } from '@jobpoint/i18n';
import { loadSearchResults, SearchResultsPage, searchResultsFromQuery, searchResultsSeo } from '@jobpoint/search';

/** /suche?q=…&page=…: the loader runs the page's search, so the server renders its hits. */
export default definePage({
  load: async ({ request, store, locale }) => {
    const url = new URL(request.url);
    const results = searchResultsFromQuery(url.searchParams);
    await loadSearchResults(store.dispatch, locale, results);
    return { locale, results, urlLocale: urlLocaleOf(url) };
  },
  seo: ({ locale, results }) => searchResultsSeo(locale, results),
  Component: ({ data }) => <SearchResultsPage locale={data.locale} results={data.results} urlLocale={data.urlLocale} />,
});
