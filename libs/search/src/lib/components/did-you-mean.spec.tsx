import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { urlLocaleOf, type Locale } from '@jobpoint/i18n';
import { searchApi } from '@jobpoint/search-client';
import { renderWithProviders, SEARCH_TEST_URL, searchHandlers, startMockServer } from '@jobpoint/test-utils';
import { createSiteSystem, LINK_NAMESPACE, linkResources, SiteAppProvider } from '@jobpoint/ui-kit';
import { SEARCH_NAMESPACE } from '../i18n/search-namespace';
import { searchResources } from '../i18n/search-resources';
import { searchResultsFromQuery } from '../results/search-results-query';
import { SearchButton } from './search-button';
import { SearchResultsPage } from './search-results-page';

/** The search service as it answers a query without hits: no hits, and the closest query that has some. */
function withoutHits(typed: string, suggestedQuery: string | undefined) {
  return http.post(`${SEARCH_TEST_URL}/1/indexes/*/queries`, async ({ request }) => {
    const { requests } = (await request.clone().json()) as { requests: { query: string; hitsPerPage: number }[] };
    if (requests[0].query !== typed) return undefined;
    return HttpResponse.json({
      results: [
        {
          hits: [],
          nbHits: 0,
          page: 0,
          nbPages: 0,
          hitsPerPage: requests[0].hitsPerPage,
          query: typed,
          suggestedQuery,
        },
      ],
    });
  });
}

const server = startMockServer(...searchHandlers);

const namespaces = { [SEARCH_NAMESPACE]: searchResources, [LINK_NAMESPACE]: linkResources };

describe('"Meinten Sie …?" in the overlay', () => {
  it('offers the suggestion after no hits, and searches for it in place', async () => {
    server.use(withoutHits('Bewerbnug', 'Bewerbung'));
    const user = userEvent.setup();
    renderWithProviders(<SearchButton />, {
      system: createSiteSystem('jobseekers'),
      namespaces,
      apis: [searchApi],
      locale: 'de',
      url: '/',
      wrap: (children) => <SiteAppProvider value="jobseekers">{children}</SiteAppProvider>,
    });
    await user.click(screen.getByRole('button', { name: 'Suche öffnen' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('combobox');
    await user.type(input, 'Bewerbnug');
    expect(await within(dialog).findByText('Keine Ergebnisse für „Bewerbnug“.')).toBeInTheDocument();
    const status = within(dialog).getByText(/Meinten Sie/);
    expect(status).toHaveTextContent('Meinten Sie „Bewerbung“?');
    await user.click(within(status).getByRole('button', { name: 'Bewerbung' }));
    expect(input).toHaveValue('Bewerbung');
    expect(input).toHaveFocus();
    expect(await within(dialog).findAllByRole('option')).toHaveLength(2);
    expect(within(dialog).queryByText(/Meinten Sie/)).not.toBeInTheDocument();
  });
});

describe('"Meinten Sie …?" on /suche', () => {
  function renderResults(url: string, locale: Locale) {
    const address = new URL(url, 'http://localhost');
    return renderWithProviders(
      <SearchResultsPage
        locale={locale}
        results={searchResultsFromQuery(address.searchParams)}
        urlLocale={urlLocaleOf(address)}
      />,
      { system: createSiteSystem('jobseekers'), namespaces, apis: [searchApi], locale, url },
    );
  }

  it.each([
    ['de', '/suche?q=Kich', 'Kich', 'Meinten Sie „Koch“?', '/suche?q=Koch'],
    ['en', '/suche?q=Kich&locale=en', 'Kich', 'Did you mean “Koch”?', '/suche?q=Koch&locale=en'],
    ['tr', '/suche?q=Kich&locale=tr', 'Kich', '“Koch” mı demek istediniz?', '/suche?q=Koch&locale=tr'],
    [
      'ar',
      '/suche?q=%D9%85%D9%82%D8%A7%D8%A8%D9%84%D8%AA&locale=ar',
      'مقابلت',
      'هل تقصد «مقابلة»؟',
      '/suche?q=%D9%85%D9%82%D8%A7%D8%A8%D9%84%D8%A9&locale=ar',
    ],
  ] as const)('in %s links the suggestion to its results page', async (locale, url, typed, sentence, href) => {
    const suggestion = locale === 'ar' ? 'مقابلة' : 'Koch';
    server.use(withoutHits(typed, suggestion));
    renderResults(url, locale);
    const hint = await screen.findByText(
      (_content, element) => element?.tagName === 'SPAN' && element.textContent === sentence,
    );
    expect(within(hint).getByRole('link', { name: suggestion })).toHaveAttribute('href', href);
  });

  it('shows no hint when the service offers none', async () => {
    server.use(withoutHits('Xylophon', undefined));
    renderResults('/suche?q=Xylophon', 'de');
    expect(await screen.findByText('Keine Ergebnisse für „Xylophon“.')).toBeInTheDocument();
    expect(screen.queryByText(/Meinten Sie/)).not.toBeInTheDocument();
  });
});
