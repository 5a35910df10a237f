import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { cmsApi } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { jobsApi } from '@jobpoint/jobs-client';
import {
  cmsFairHandlers,
  exhibitionCompaniesFixture,
  jobsHandlers,
  jobsUrl,
  renderWithProviders,
  startMockServer,
} from '@jobpoint/test-utils';
import { createSiteSystem, LINK_NAMESPACE, linkResources } from '@jobpoint/ui-kit';
import type { ComponentType } from 'react';
import { exhibitorSelection } from '../data/fair-exhibitors';
import { CONTENT_PAGE_NAMESPACE, contentPageResources } from '../content-page-resources';
import type { BlockProps } from './block';
import { loadBlockData, pageAddress } from '../data/load-content-page';
import { BLOCKS } from './block-registry';
import { attendingDayLabels } from './exhibitor-dialog';

const server = startMockServer(...cmsFairHandlers, ...jobsHandlers);

const TODAY = '2026-03-10';

type FairWidget = 'site.fair-events' | 'site.fair-block' | 'site.fair-exhibitors';

/** Runs the block's loader for the URL like the page's loader does, then renders it from the store. */
async function renderWidget(name: FairWidget, { url = '/shop-a-job-messe', locale = 'de', title }: { url?: string; locale?: Locale; title?: string } = {}) {
  const definition = BLOCKS[name];
  // As the page's loader does: the code of a block without input loads with the page.
  await definition?.loadCode?.();
  const Component = definition?.Component as ComponentType<BlockProps<null>>;
  const rendered = renderWithProviders(
    <Component
      data={null}
      id={name.replace('site.', '')}
      tone="plain"
      headingLevel={2}
      title={title}
      context={{ locale, today: TODAY, pageTitle: 'Shop a Job', address: pageAddress(new URL(url, 'http://site.test')) }}
    />,
    {
      system: createSiteSystem('employers'),
      namespaces: { [CONTENT_PAGE_NAMESPACE]: contentPageResources, [LINK_NAMESPACE]: linkResources },
      apis: [cmsApi, jobsApi],
      locale,
      url,
    },
  );
  await loadBlockData(rendered.store, definition, { locale, today: TODAY, query: new URL(url, 'http://site.test').searchParams });
  return rendered;
}

/** `count` companies at exhibition 1, in the shape of the fixture's first. */
function manyCompanies(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    ...exhibitionCompaniesFixture[0],
    id: 100 + index,
    name: `Firma ${String(index + 1).padStart(2, '0')}`,
    full_name: `Firma ${String(index + 1).padStart(2, '0')} GmbH`,
  }));
}

describe('exhibitorSelection', () => {
  const fairs = [
    { id: 1, title: 'A', Datum: '2026-04-02', exhibition: { exhibitionId: 1 } },
    { id: 2, title: 'B', Datum: '2026-04-09', exhibition: null },
    { id: 3, title: 'C', Datum: '2026-05-01', exhibition: { exhibitionId: 3 } },
  ] as unknown as Parameters<typeof exhibitorSelection>[0];
  const sectors = [{ id: 3, name: 'Informationstechnik', name_en: 'IT' }];

  it('lists the next fair with exhibitors, all sectors, page one by default', () => {
    const selection = exhibitorSelection(fairs, sectors, new URLSearchParams());
    expect(selection.fairs.map((fair) => fair.id)).toEqual([1, 3]);
    expect(selection.companies).toEqual({ exhibitionId: 1, page: 1 });
  });

  it('takes the fair, a known sector and the page from the query', () => {
    const selection = exhibitorSelection(fairs, sectors, new URLSearchParams('messe=3&branche=3&seite=2'));
    expect(selection.companies).toEqual({ exhibitionId: 3, page: 2, corporateSectors: [3] });
  });

  it.each(['messe=9&branche=99&seite=0', 'messe=x&branche=-3&seite=zwei', 'seite=1e3&branche=3.5'])(
    'falls back to the defaults for %s',
    (query) => {
      expect(exhibitorSelection(fairs, sectors, new URLSearchParams(query)).companies).toEqual({ exhibitionId: 1, page: 1 });
    },
  );

  it('asks for nothing when no fair has exhibitors', () => {
    expect(exhibitorSelection([fairs[1]], sectors, new URLSearchParams()).companies).toBeNull();
  });
});

describe('FairExhibitorsBlock', () => {
  it('lists the next fair’s exhibitors with the fair’s labels under the page’s title', async () => {
    await renderWidget('site.fair-exhibitors', { title: 'Ausstellende Unternehmen' });
    const region = screen.getByRole('region', { name: 'Ausstellende Unternehmen' });
    expect(await within(region).findByText('Unternehmen: 3')).toBeInTheDocument();
    expect(within(region).getByRole('heading', { level: 3, name: /Shop a Job Messe Neukölln/ })).toBeInTheDocument();
    expect(within(region).getByRole('combobox', { name: 'Branche wählen' })).toBeInTheDocument();
    expect(within(region).getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      expect.stringContaining('Spree Pflegedienst'),
      expect.stringContaining('Havel Software'),
      expect.stringContaining('Kiez Gastro'),
    ]);
    expect(within(region).getByRole('button', { name: /^Zum Unternehmen: Havel Software/ })).toBeInTheDocument();
  });

  it('filters by the sector in the URL and asks the jobs service for it', async () => {
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => void urls.push(decodeURI(request.url)));
    await renderWidget('site.fair-exhibitors', { url: '/shop-a-job-messe?branche=3' });
    expect(await screen.findByText('Unternehmen: 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: /Havel Software/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Branche wählen' })).toHaveValue('3');
    expect(urls.filter((url) => url.includes('/exhibition-companies'))).toEqual([
      'http://jobs.test/exhibition-companies?exhibition_id=1&page=1&perPage=40&corporateSectors[]=3',
    ]);
    server.events.removeAllListeners();
  });

  it('shows 40 companies a page, with links to the other page', async () => {
    const companies = manyCompanies(45);
    server.use(
      http.get(jobsUrl('/exhibition-companies'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        const page = Number(params.get('page'));
        const perPage = Number(params.get('perPage'));
        return HttpResponse.json({
          data: companies.slice((page - 1) * perPage, page * perPage),
          current_page: page,
          per_page: perPage,
          last_page: Math.ceil(companies.length / perPage),
          total: companies.length,
        });
      }),
    );
    await renderWidget('site.fair-exhibitors');
    expect(await screen.findByText('Unternehmen: 45')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Zum Unternehmen:/ })).toHaveLength(40);
    const pager = screen.getByRole('navigation', { name: 'Seiten der Unternehmensliste' });
    expect(pager).toHaveTextContent('Seite 1 von 2');
    expect(within(pager).getByRole('link', { name: /Nächste Seite/ })).toHaveAttribute('href', '/shop-a-job-messe?seite=2');
    expect(within(pager).queryByRole('link', { name: /Vorherige Seite/ })).toBeNull();
  });

  it('leads back to the first page from a page past the last', async () => {
    await renderWidget('site.fair-exhibitors', { url: '/shop-a-job-messe?branche=3&seite=4' });
    expect(await screen.findByText('Auf dieser Seite sind keine Unternehmen mehr.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur ersten Seite' })).toHaveAttribute('href', '/shop-a-job-messe?branche=3');
  });

  it('says clearly when no company matches, and offers all companies again', async () => {
    server.use(
      http.get(jobsUrl('/exhibition-companies'), () =>
        HttpResponse.json({ data: [], current_page: 1, per_page: 40, last_page: 0, total: 0, from: null, to: null }),
      ),
    );
    await renderWidget('site.fair-exhibitors', { url: '/shop-a-job-messe?branche=1' });
    expect(await screen.findByText('Für diese Auswahl haben sich noch keine Unternehmen angemeldet.')).toBeInTheDocument();
    expect(screen.getByText('Unternehmen: 0')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Unternehmen zeigen' })).toHaveAttribute('href', '/shop-a-job-messe');
  });

  it('shows a note instead of the list when the jobs service is down', async () => {
    server.use(http.get(jobsUrl('/exhibition-companies'), () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await renderWidget('site.fair-exhibitors', { title: 'Ausstellende Unternehmen' });
    expect(await screen.findByText(/können gerade nicht geladen werden/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ausstellende Unternehmen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Zum Unternehmen:/ })).toBeNull();
  });

  it('says so when no upcoming fair has exhibitors yet', async () => {
    server.use(http.get(/\/api\/veranstaltungens/, () => HttpResponse.json({ data: [], meta: {} })));
    await renderWidget('site.fair-exhibitors');
    expect(await screen.findByText(/stehen noch nicht fest/)).toBeInTheDocument();
  });

  it('opens a company’s details with its fair days, texts and jobs', async () => {
    await renderWidget('site.fair-exhibitors');
    await userEvent.click(await screen.findByRole('button', { name: /^Zum Unternehmen: Havel Software/ }));
    const dialog = await screen.findByRole('dialog', { name: /Havel Software/ });
    expect(within(dialog).getByText('Anwesend am')).toBeInTheDocument();
    expect(within(dialog).getByText('Donnerstag, 2. April, Freitag, 3. April')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Das sagt das Unternehmen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Über das Unternehmen' })).toBeInTheDocument();
    expect(within(dialog).getByText('Wir stellen ein: Webentwicklung.')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Offene Stellen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Junior Webentwickler*in (m/w/d)' })).toHaveAttribute(
      'href',
      '/job-boerse/junior-webentwickler-in-m-w-d-1311',
    );
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Schließen' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('attendingDayLabels', () => {
  const day = (n: number) => `Tag ${n}`;

  it('names the days of a two-day fair by their dates, in order', () => {
    expect(attendingDayLabels([2, 1], { Datum: '2026-04-02', endDate: '2026-04-03' }, 'de', day)).toEqual([
      'Donnerstag, 2. April',
      'Freitag, 3. April',
    ]);
  });

  it('counts the days the fair’s dates do not cover', () => {
    expect(attendingDayLabels([1, 2], { Datum: '2026-05-20', endDate: null }, 'de', day)).toEqual(['Mittwoch, 20. Mai', 'Tag 2']);
  });
});

describe('FairEventsBlock', () => {
  it('shows the next fairs as event cards linking to their event pages', async () => {
    await renderWidget('site.fair-events', { title: 'Nächste Messetermine' });
    const region = screen.getByRole('region', { name: 'Nächste Messetermine' });
    expect(await within(region).findByRole('link', { name: 'Shop a Job Messe Neukölln' })).toHaveAttribute(
      'href',
      '/veranstaltungen/shop-a-job-messe-neukoelln',
    );
    expect(within(region).getAllByRole('article')).toHaveLength(2);
  });

  it('says when no fair is planned', async () => {
    await renderWidget('site.fair-events', { locale: 'tr' });
    expect(await screen.findByText(/planlanmış bir fuar yok/)).toBeInTheDocument();
  });
});

describe('FairBlock', () => {
  it('lists the fair locations with their info and the sectors on show', async () => {
    await renderWidget('site.fair-block');
    const region = await screen.findByRole('region', { name: 'Messestandorte' });
    // The block's heading is there before its data: wait for the data's parts.
    expect(await within(region).findByText('Alle Standorte sind barrierefrei erreichbar.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(region).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
        'Jobpoint Neukölln',
        'Jobpoint Mitte',
        'Diese Branchen sind dabei',
      ]),
    );
    expect(within(region).getByText('U7 Rathaus Neukölln')).toBeInTheDocument();
    expect(within(region).getByText('Handel & Logistik')).toBeInTheDocument();
  });

  it('marks the German block as German in an Arabic page', async () => {
    await renderWidget('site.fair-block', { locale: 'ar' });
    expect((await screen.findByText('Jobpoint Neukölln')).closest('[lang]')).toHaveAttribute('lang', 'de');
  });
});
