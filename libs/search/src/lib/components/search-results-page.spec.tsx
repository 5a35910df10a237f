import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { urlLocaleOf, type Locale } from '@jobpoint/i18n';
import { searchApi } from '@jobpoint/search-client';
import { renderWithProviders, SEARCH_TEST_URL, searchHandlers, startMockServer } from '@jobpoint/test-utils';
import { createSiteSystem, LINK_NAMESPACE, linkResources } from '@jobpoint/ui-kit';
import { SEARCH_NAMESPACE } from '../i18n/search-namespace';
import { searchResources } from '../i18n/search-resources';
import { searchResultsFromQuery } from '../results/search-results-query';
import { SearchResultsPage } from './search-results-page';

const server = startMockServer(...searchHandlers);

function sentRequests() {
  const bodies: { facetFilters: string[][]; hitsPerPage: number; page: number; query: string }[] = [];
  server.events.on('request:start', async ({ request }) => {
    bodies.push(...(JSON.parse(await request.clone().text()) as { requests: typeof bodies }).requests);
  });
  return bodies;
}

/** The page as its route renders it: with the search its loader read from the URL. */
function renderResults(url: string, locale: Locale = 'de') {
  const address = new URL(url, 'http://localhost');
  const results = searchResultsFromQuery(address.searchParams);
  return renderWithProviders(<SearchResultsPage locale={locale} results={results} urlLocale={urlLocaleOf(address)} />, {
    system: createSiteSystem('jobseekers'),
    namespaces: { [SEARCH_NAMESPACE]: searchResources, [LINK_NAMESPACE]: linkResources },
    apis: [searchApi],
    locale,
    url,
  });
}

describe('SearchResultsPage', () => {
  afterEach(() => server.events.removeAllListeners());

  it('lists every hit of the query in the page language, 20 per page, each linking to its page', async () => {
    const requests = sentRequests();
    renderResults('/suche?q=Berlin');
    expect(screen.getByRole('heading', { level: 1, name: 'Suchergebnisse für „Berlin“' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Suchergebnisse' });
    const titles = within(list).getAllByRole('heading', { level: 2 });
    expect(titles).toHaveLength(6);
    expect(within(titles[0]).getByRole('link')).toHaveAttribute('href', '/ratgeber/perfekte-bewerbung');
    expect(screen.getByText('6 Ergebnisse')).toBeInTheDocument();
    expect(within(list).getByText('Klinik Mitte')).toBeInTheDocument();
    expect(requests).toEqual([
      expect.objectContaining({ query: 'Berlin', page: 0, hitsPerPage: 20, facetFilters: [['language:de']] }),
    ]);
    expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('Berlin');
    expect(screen.queryByRole('navigation', { name: 'Seiten der Suchergebnisse' })).not.toBeInTheDocument();
  });

  it('pages with links that keep the query, the first page without a number', async () => {
    const requests = sentRequests();
    server.use(
      http.post(`${SEARCH_TEST_URL}/1/indexes/*/queries`, () =>
        HttpResponse.json({
          results: [{ hits: [], nbHits: 45, nbPages: 3, page: 1, hitsPerPage: 20, query: 'Pflege' }],
        }),
      ),
    );
    renderResults('/suche?q=Pflege&page=2');
    const pager = await screen.findByRole('navigation', { name: 'Seiten der Suchergebnisse' });
    expect(within(pager).getByText('Seite 2 von 3')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute('href', '/suche?q=Pflege');
    expect(within(pager).getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute(
      'href',
      '/suche?q=Pflege&page=3',
    );
    expect(requests[0]).toMatchObject({ page: 1 });
  });

  it('offers the first page when a page past the last is asked for', async () => {
    server.use(
      http.post(`${SEARCH_TEST_URL}/1/indexes/*/queries`, () =>
        HttpResponse.json({
          results: [{ hits: [], nbHits: 3, nbPages: 1, page: 8, hitsPerPage: 20, query: 'Pflege' }],
        }),
      ),
    );
    renderResults('/suche?q=Pflege&page=9');
    expect(await screen.findByText('Auf dieser Seite gibt es keine weiteren Ergebnisse.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur ersten Seite' })).toHaveAttribute('href', '/suche?q=Pflege');
  });

  it('speaks Arabic and searches the Arabic records', async () => {
    const requests = sentRequests();
    renderResults('/suche?q=%D8%AA%D8%AF%D8%B1%D9%8A%D8%A8', 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'نتائج البحث عن «تدريب»' })).toBeInTheDocument();
    expect(await screen.findByText('لا توجد نتائج لـ «تدريب».')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ facetFilters: [['language:ar']] });
  });

  it('asks for a search term without one, and sends nothing', async () => {
    const requests = sentRequests();
    renderResults('/suche');
    expect(screen.getByRole('heading', { level: 1, name: 'Suchergebnisse' })).toBeInTheDocument();
    expect(screen.getByText('Geben Sie einen Suchbegriff ein, zum Beispiel „Bewerbung“.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
