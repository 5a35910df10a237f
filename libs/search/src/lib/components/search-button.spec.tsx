import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchApi } from '@jobpoint/search-client';
import { renderWithProviders, searchDownHandler, searchHandlers, startMockServer } from '@jobpoint/test-utils';
import type { SiteApp } from '@jobpoint/site-routes';
import { createSiteSystem, LINK_NAMESPACE, linkResources, SiteAppProvider } from '@jobpoint/ui-kit';
import { SEARCH_NAMESPACE } from '../i18n/search-namespace';
import { searchResources } from '../i18n/search-resources';
import { SearchButton } from './search-button';

const server = startMockServer(...searchHandlers);

function renderSearch(
  locale: 'de' | 'en' = 'de',
  { app = 'jobseekers', url = '/' }: { app?: SiteApp; url?: string } = {},
) {
  const user = userEvent.setup();
  const result = renderWithProviders(<SearchButton />, {
    system: createSiteSystem(app),
    namespaces: { [SEARCH_NAMESPACE]: searchResources, [LINK_NAMESPACE]: linkResources },
    apis: [searchApi],
    locale,
    url,
    wrap: (children) => <SiteAppProvider value={app}>{children}</SiteAppProvider>,
  });
  return { user, ...result };
}

async function openSearch(locale: 'de' | 'en' = 'de', options?: { app?: SiteApp; url?: string }) {
  const rendered = renderSearch(locale, options);
  await rendered.user.click(screen.getByRole('button', { name: locale === 'de' ? 'Suche öffnen' : 'Open search' }));
  const dialog = await screen.findByRole('dialog');
  return { ...rendered, dialog, input: within(dialog).getByRole('combobox') };
}

function countSearchRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request.url);
  });
  return seen;
}

describe('SearchButton', () => {
  afterEach(() => server.events.removeAllListeners());

  it('opens the overlay with the search field focused and its buttons', async () => {
    // jsdom has no layout; the dialog only focuses elements that have a size.
    const width = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(320);
    const { dialog, input } = await openSearch();
    expect(within(dialog).getByRole('heading', { name: 'Suche' })).toBeInTheDocument();
    expect(input).toHaveAttribute('placeholder', 'Suche...');
    await waitFor(() => expect(input).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Löschen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Suchen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    width.mockRestore();
  });

  it('queries the search service once typing pauses and lists the hits', async () => {
    const requests = countSearchRequests();
    const { user, input, dialog } = await openSearch();
    await user.type(input, 'Bewerbung');
    const options = await within(dialog).findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(requests).toHaveLength(1);
    expect(options[0]).toHaveAttribute('href', '/ratgeber/perfekte-bewerbung');
    expect(within(options[0]).getByText('Ratgeber')).toBeInTheDocument();
    expect(within(options[1]).getByText('Veranstaltung')).toBeInTheDocument();
    expect(within(dialog).getByText('2 Ergebnisse')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders highlights as <mark> elements, never as markup text', async () => {
    const { user, input, dialog } = await openSearch();
    await user.type(input, 'Bewerbung');
    const [first] = await within(dialog).findAllByRole('option');
    const marks = first.querySelectorAll('mark');
    expect(Array.from(marks, (mark) => mark.textContent)).toEqual(['Bewerbung', 'Bewerbung']);
    expect(first.textContent).not.toContain('<em>');
  });

  it('shows a job with its company and logo', async () => {
    const { user, input, dialog } = await openSearch();
    await user.type(input, 'Pflege');
    const [job] = await within(dialog).findAllByRole('option');
    expect(within(job).getByText('Klinik Mitte')).toBeInTheDocument();
    expect(within(job).getByText('Job')).toBeInTheDocument();
    expect(job.querySelector('img')).toHaveAttribute('src', 'http://jobs.test/logos/klinik-mitte.png');
  });

  it('moves through the results with the arrow keys and follows the active one with Enter', async () => {
    const { user, input, dialog, router } = await openSearch();
    await user.type(input, 'Bewerbung');
    const options = await within(dialog).findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/veranstaltungen/jobmesse-mai'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('clears the field and the results', async () => {
    const { user, input, dialog } = await openSearch();
    await user.type(input, 'Bewerbung');
    await within(dialog).findAllByRole('option');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(input).toHaveValue('');
    await waitFor(() => expect(within(dialog).queryAllByRole('option')).toHaveLength(0));
    expect(input).toHaveFocus();
  });

  it('opens the results page with the query on submit and closes', async () => {
    const { user, input, dialog, router } = await openSearch();
    await user.type(input, ' Lebenslauf Tipps ');
    await user.click(within(dialog).getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suche'));
    expect(router.state.location.search).toBe('?q=Lebenslauf+Tipps');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the results page with Enter when no result is active, keeping the language of the URL', async () => {
    const { user, input, router } = await openSearch('de', { url: '/kontakt?locale=ar' });
    await user.type(input, 'Bewerbung{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/suche'));
    expect(new URLSearchParams(router.state.location.search).get('locale')).toBe('ar');
  });

  it('stays open on an empty submit', async () => {
    const { user, dialog, router } = await openSearch();
    await user.click(within(dialog).getByRole('button', { name: 'Suchen' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('leaves the submit to the form in the employers app, which loads the page of the other app', async () => {
    const { dialog, input, user } = await openSearch('de', { app: 'employers', url: '/arbeitgebende' });
    const form = within(dialog).getByRole('search');
    expect(form).toHaveAttribute('action', '/suche');
    expect(form).toHaveAttribute('method', 'get');
    expect(input).toHaveAttribute('name', 'q');
    // The document hears the submit after the app did; jsdom cannot load pages, so it stops there.
    let prevented: boolean | undefined;
    const record = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('submit', record);
    await user.type(input, 'Pflege');
    await user.click(within(dialog).getByRole('button', { name: 'Suchen' }));
    document.removeEventListener('submit', record);
    expect(prevented).toBe(false);
  });

  it('closes with the cancel button and with Escape', async () => {
    const { user } = await openSearch();
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Suche öffnen' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('pages through more than five results', async () => {
    const { user, input, dialog } = await openSearch();
    await user.type(input, 'Berlin');
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(5));
    expect(within(dialog).getByText('Seite 1 von 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Weitere Ergebnisse' }));
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(1));
    expect(within(dialog).getByRole('option')).toHaveAttribute('href', '/faq');
  });

  it('says so when nothing matches', async () => {
    const { user, input, dialog } = await openSearch();
    await user.type(input, 'Quantenphysik');
    expect(await within(dialog).findByText('Keine Ergebnisse für „Quantenphysik“.')).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
  });

  it('shows a clear message when the search service is down', async () => {
    server.use(searchDownHandler);
    const { user, input, dialog } = await openSearch();
    await user.type(input, 'Bewerbung');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Die Suche ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.',
    );
    expect(input).toBeEnabled();
  });

  it('speaks the visitor language and searches in it', async () => {
    const { user, input, dialog } = await openSearch('en');
    expect(input).toHaveAttribute('placeholder', 'Search...');
    await user.type(input, 'application');
    const options = await within(dialog).findAllByRole('option');
    expect(options.map((option) => option.getAttribute('href'))).toEqual(['/ratgeber/strong-application']);
    expect(within(dialog).getByRole('button', { name: 'Clear' })).toBeInTheDocument();
  });
});
