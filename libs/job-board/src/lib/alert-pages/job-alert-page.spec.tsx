import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLoaderData } from 'react-router';
import { cmsApi } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { jobsApi } from '@jobpoint/jobs-client';
import { jobAlertsApi } from '@jobpoint/mailing-client';
import type { JobAlertPageKey } from '@jobpoint/site-routes';
import {
  cmsJobBoardHandlers,
  JOB_ALERT_TOKEN,
  JOB_ALERTS_TEST_URL,
  jobAlertFixture,
  jobAlertHandlers,
  jobsHandlers,
  renderWithProviders,
  startMockServer,
} from '@jobpoint/test-utils';
import { createSiteSystem, LINK_NAMESPACE, linkResources } from '@jobpoint/ui-kit';
import { JOB_BOARD_NAMESPACE, jobBoardResources } from '../i18n/job-board-resources';
import { JobAlertPage } from './job-alert-page';
import { JOB_ALERT_PAGES_NAMESPACE, jobAlertPagesResources } from './job-alert-pages-resources';
import { jobAlertPageQuery, jobAlertPageSeo, loadJobAlertPage, type JobAlertPageQuery } from './load-job-alert-page';

/** The router renders once the loader's requests are answered (Chakra's first render is slow in jsdom). */
const LOAD_TIMEOUT_MS = 5000;

const server = startMockServer(...jobAlertHandlers, ...jobsHandlers, ...cmsJobBoardHandlers);

const PATHS = { jobAlertConfirm: '/job-alarm/bestaetigen', jobAlertEnd: '/job-alarm/abmelden', jobAlertManage: '/job-alarm/verwalten' } as const;

function renderPage(page: JobAlertPageKey, search: string, locale: Locale = 'de') {
  const requested: string[] = [];
  server.events.on('request:start', ({ request }) => requested.push(request.url));
  const rendered: { store?: ReturnType<typeof renderWithProviders>['store'] } = {};
  const result = renderWithProviders(null, {
    system: createSiteSystem('jobseekers'),
    namespaces: { [JOB_ALERT_PAGES_NAMESPACE]: jobAlertPagesResources, [JOB_BOARD_NAMESPACE]: jobBoardResources, [LINK_NAMESPACE]: linkResources },
    apis: [cmsApi, jobsApi, jobAlertsApi],
    locale,
    url: `${PATHS[page]}${search}`,
    routes: [
      {
        path: PATHS[page],
        loader: async ({ request }) => {
          await Promise.resolve();
          const query = jobAlertPageQuery(page, new URL(request.url));
          await loadJobAlertPage((rendered.store as NonNullable<typeof rendered.store>).dispatch, { locale, query });
          return query;
        },
        Component: () => <JobAlertPage query={useLoaderData() as JobAlertPageQuery} />,
      },
    ],
  });
  rendered.store = result.store;
  return { ...result, requested };
}

afterEach(() => server.events.removeAllListeners());

function heading(name: string | RegExp, level = 1) {
  return screen.findByRole('heading', { level, name }, { timeout: LOAD_TIMEOUT_MS });
}

/** The search of the fixture in words, with the filters' and the special event's names. */
const FIXTURE_SEARCH_LINES = ['Suchbegriff: Koch', 'Jobkategorie: Gastronomie und Hotellerie', 'Postleitzahl: 12043 Neukölln', 'Sonderaktionen: Shop a Job Messe'];

function expectSearchInWords() {
  const items = screen.getAllByRole('listitem').map((item) => item.textContent);
  expect(items).toEqual(FIXTURE_SEARCH_LINES);
  expect(screen.getByRole('link', { name: 'Diese Suche in der Jobbörse ansehen' })).toHaveAttribute(
    'href',
    `/job-boerse?${new URLSearchParams(jobAlertFixture.search)}`,
  );
}

describe('the confirmation page', () => {
  it('says the alert is active, how often it mails, what it looks for, and links to its manage page', async () => {
    renderPage('jobAlertConfirm', `?token=${JOB_ALERT_TOKEN}`);
    expect(await heading('Ihr Job-Alarm ist aktiv')).toBeInTheDocument();
    expect(screen.getByText(/Sie bekommen ab jetzt einmal pro Woche eine E-Mail/)).toBeInTheDocument();
    expectSearchInWords();
    expect(screen.getByRole('link', { name: 'Job-Alarm verwalten' })).toHaveAttribute('href', `/job-alarm/verwalten?token=${JOB_ALERT_TOKEN}`);
  });

  it('says an unknown or expired link is one, with a way to the job board', async () => {
    renderPage('jobAlertConfirm', '?token=abgelaufen');
    expect(await heading('Dieser Link ist unbekannt oder abgelaufen')).toBeInTheDocument();
    expect(screen.getByText(/48 Stunden/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Jobbörse' })).toHaveAttribute('href', '/job-boerse');
  });

  it.each([
    ['no token', ''],
    ['an empty token', '?token='],
    ['markup', '?token=%3Cscript%3E'],
    ['300 characters', `?token=${'x'.repeat(300)}`],
  ])(
    'says the same of an address with %s, without asking the gateway',
    async (_case, search) => {
      const { requested } = renderPage('jobAlertConfirm', search);
      expect(await heading('Dieser Link ist unbekannt oder abgelaufen')).toBeInTheDocument();
      expect(requested).toEqual([]);
    },
  );

  it('says when the alert cannot be loaded, without an error’s details', async () => {
    server.use(http.get(`${JOB_ALERTS_TEST_URL}/:token`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderPage('jobAlertConfirm', `?token=${JOB_ALERT_TOKEN}`);
    expect(await heading('Job-Alarm bestätigen')).toBeInTheDocument();
    expect(await screen.findByText('Der Job-Alarm kann gerade nicht geladen werden.')).toBeInTheDocument();
    expect(screen.queryByText(/503|down/)).not.toBeInTheDocument();
  });

  it('is in Arabic for an Arabic visitor', async () => {
    renderPage('jobAlertConfirm', `?token=${JOB_ALERT_TOKEN}&locale=ar`, 'ar');
    expect(await heading('تنبيه الوظائف الخاص بك مفعّل')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إدارة تنبيه الوظائف' })).toHaveAttribute(
      'href',
      `/job-alarm/verwalten?token=${JOB_ALERT_TOKEN}&locale=ar`,
    );
  });
});

/** What the browser sends of a form (the test environment's FormData is Node's, which cannot read a form). */
function submittedFields(form: HTMLFormElement): Record<string, string> {
  const fields = Array.from(form.elements).filter(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && element.name !== '' && (!['radio', 'checkbox'].includes(element.type) || element.checked),
  );
  return Object.fromEntries(fields.map((field) => [field.name, field.value]));
}

/** The end form: a plain POST of the one-click unsubscribe field to the end page's address. */
function expectEndForm(container: HTMLElement, action: string) {
  const button = within(container).getByRole('button', { name: 'Job-Alarm beenden' });
  const form = button.closest('form') as HTMLFormElement;
  expect(form.getAttribute('method')).toBe('post');
  expect(form.getAttribute('action')).toBe(action);
  expect(submittedFields(form)).toEqual({ 'List-Unsubscribe': 'One-Click' });
}

describe('the end page', () => {
  it('shows the search and one button that ends the alert by a plain POST', async () => {
    const { container } = renderPage('jobAlertEnd', `?token=${JOB_ALERT_TOKEN}`);
    expect(await heading('Job-Alarm beenden')).toBeInTheDocument();
    expectSearchInWords();
    expect(screen.getByText(/löschen Ihre E-Mail-Adresse und die Suche sofort/)).toBeInTheDocument();
    expectEndForm(container, `/job-alarm/abmelden?token=${JOB_ALERT_TOKEN}`);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('keeps the language the address names in the form’s address', async () => {
    renderPage('jobAlertEnd', `?token=${JOB_ALERT_TOKEN}&locale=tr`, 'tr');
    const button = await screen.findByRole('button', { name: 'İş alarmını sonlandır' }, { timeout: LOAD_TIMEOUT_MS });
    expect(button.closest('form')?.getAttribute('action')).toBe(`/job-alarm/abmelden?token=${JOB_ALERT_TOKEN}&locale=tr`);
  });

  it('says the alert has ended and its data is deleted, once the gateway ended it', async () => {
    const { requested } = renderPage('jobAlertEnd', '?beendet=1');
    expect(await heading('Ihr Job-Alarm ist beendet')).toBeInTheDocument();
    expect(screen.getByText(/Ihre E-Mail-Adresse und die Suche sind gelöscht/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(requested).toEqual([]);
  });

  it('says there is no alert (any more) for an unknown token', async () => {
    renderPage('jobAlertEnd', '?token=schon-beendet');
    expect(await heading('Zu diesem Link gibt es keinen Job-Alarm (mehr)')).toBeInTheDocument();
    expect(screen.getByText(/unbekannt oder abgelaufen/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the manage page', () => {
  it('offers the frequency as a plain POST form with the alert’s frequency chosen, and the end form', async () => {
    renderPage('jobAlertManage', `?token=${JOB_ALERT_TOKEN}`);
    expect(await heading('Job-Alarm verwalten')).toBeInTheDocument();
    expectSearchInWords();
    expect(screen.getByRole('heading', { level: 2, name: 'Wie oft?' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Wie oft möchten Sie eine E-Mail mit neuen Jobs bekommen?' });
    expect(within(group).getByRole('radio', { name: 'Täglich' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Wöchentlich' })).toBeChecked();
    const form = screen.getByRole('button', { name: 'Speichern' }).closest('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(`/job-alarm/verwalten?token=${JOB_ALERT_TOKEN}`);
    expect(submittedFields(form)).toEqual({ frequency: 'weekly' });

    const endSection = screen.getByRole('region', { name: 'Job-Alarm beenden' });
    expectEndForm(endSection, `/job-alarm/abmelden?token=${JOB_ALERT_TOKEN}`);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the frequency was saved after the gateway saved it', async () => {
    server.use(http.get(`${JOB_ALERTS_TEST_URL}/:token`, () => HttpResponse.json({ ...jobAlertFixture, frequency: 'daily' })));
    renderPage('jobAlertManage', `?token=${JOB_ALERT_TOKEN}&gespeichert=1`);
    expect(await heading('Job-Alarm verwalten')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert: Sie bekommen ab jetzt täglich eine E-Mail');
    expect(screen.getByRole('radio', { name: 'Täglich' })).toBeChecked();
  });

  it('says there is no alert (any more) for an unknown token', async () => {
    renderPage('jobAlertManage', '?token=unbekannt&gespeichert=1');
    expect(await heading('Zu diesem Link gibt es keinen Job-Alarm (mehr)')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

describe('the pages’ head', () => {
  it('has the page’s title and keeps it out of search engines', () => {
    expect(jobAlertPageSeo('de', 'jobAlertManage')).toEqual({ metaTitle: 'Job-Alarm verwalten', metaRobots: 'noindex, nofollow' });
    expect(jobAlertPageSeo('ar', 'jobAlertEnd').metaTitle).toBe('إنهاء تنبيه الوظائف');
  });
});
