import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLoaderData } from 'react-router';
import { cmsApi } from '@jobpoint/cms-client';
import { jobsApi, type JobSearch } from '@jobpoint/jobs-client';
import { mailingApi } from '@jobpoint/mailing-client';
import { cmsJobBoardHandlers, jobsHandlers, jobsUrl, renderWithProviders, startMockServer } from '@jobpoint/test-utils';
import { createSiteSystem, LINK_NAMESPACE, linkResources } from '@jobpoint/ui-kit';
import { loadJobBoard } from '../data/load-job-board';
import { JOB_ALERT_NAMESPACE, jobAlertResources } from '../i18n/job-alert-resources';
import { jobBoardResources } from '../i18n/job-board-resources';
import { searchStateFromQuery } from '../search/search-state';
import { JobBoardPage } from './job-board-page';

/** The router renders once the loader's three requests are answered (Chakra's first render is slow in jsdom). */
const LOAD_TIMEOUT_MS = 5000;

const server = startMockServer(...cmsJobBoardHandlers, ...jobsHandlers);

function renderBoard(url: string) {
  // The memory router starts its loader before the render call returns the store.
  const rendered: { store?: ReturnType<typeof renderWithProviders>['store'] } = {};
  const result = renderWithProviders(null, {
    system: createSiteSystem('jobseekers'),
    namespaces: { jobBoard: jobBoardResources, [JOB_ALERT_NAMESPACE]: jobAlertResources, [LINK_NAMESPACE]: linkResources },
    apis: [cmsApi, jobsApi, mailingApi],
    url,
    routes: [
      {
        path: '/job-boerse',
        loader: async ({ request }) => {
          await Promise.resolve();
          const search = searchStateFromQuery(new URL(request.url).searchParams);
          await loadJobBoard((rendered.store as NonNullable<typeof rendered.store>).dispatch, { locale: 'de', search });
          return search;
        },
        Component: () => <JobBoardPage search={useLoaderData() as JobSearch} />,
      },
    ],
  });
  rendered.store = result.store;
  return result;
}

describe('JobBoardPage', () => {
  it('shows the jobs of the URL’s search with the total and the CMS texts', async () => {
    renderBoard('/job-boerse?q=pflegefachkraft');
    expect(await screen.findByRole('heading', { level: 2, name: '2 Jobs gefunden' }, { timeout: LOAD_TIMEOUT_MS })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Jobbörse' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('pflegefachkraft');
    expect(screen.getByRole('link', { name: 'Pflegefachkraft (m/w/d) ambulante Pflege' })).toHaveAttribute(
      'href',
      '/job-boerse/pflegefachkraft-m-w-d-ambulante-pflege-1312',
    );
    expect(screen.getByRole('checkbox', { name: 'Shop a Job Messe' })).not.toBeChecked();
    // Both jobs of the fixture closed their applications in 2025.
    expect(screen.getAllByText('Bewerbungsfrist abgelaufen')).toHaveLength(2);
  });

  it('says so when nothing matches and offers to clear the filters', async () => {
    renderBoard('/job-boerse?q=nichts-passt&kategorie=3');
    expect(await screen.findByText('Leider keine passenden Jobs.', {}, { timeout: LOAD_TIMEOUT_MS })).toBeInTheDocument();
    // The editors' text stands alone: the UI's own hint is only for when the CMS has none.
    expect(screen.queryByText(jobBoardResources.de.results.emptyHint)).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Filter zurücksetzen' })) {
      expect(link).toHaveAttribute('href', '/job-boerse?q=nichts-passt');
    }
    expect(screen.getByRole('link', { name: 'Alle Jobs anzeigen' })).toHaveAttribute('href', '/job-boerse');
  });

  it('offers a job alert for the search, also when nothing matches, whose form loads when it is opened', async () => {
    const user = userEvent.setup();
    renderBoard('/job-boerse?q=nichts-passt&kategorie=3');
    await screen.findByText('Leider keine passenden Jobs.', {}, { timeout: LOAD_TIMEOUT_MS });
    expect(screen.queryByRole('textbox', { name: /E-Mail-Adresse/ })).not.toBeInTheDocument();

    await user.click(screen.getByText(jobAlertResources.de.open));
    expect(await screen.findByRole('textbox', { name: /E-Mail-Adresse/ }, { timeout: LOAD_TIMEOUT_MS })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: jobAlertResources.de.open })).toBeInTheDocument();
    expect(screen.getByText('Jobkategorie: IT und Software')).toBeInTheDocument();
  });

  it('shows the page with a notice when the jobs service is down', async () => {
    server.use(http.get(jobsUrl('/jobs'), () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderBoard('/job-boerse');
    await screen.findByRole('heading', { level: 1 }, { timeout: LOAD_TIMEOUT_MS });
    expect(await screen.findByText('Die Jobs können gerade nicht geladen werden.', {}, { timeout: LOAD_TIMEOUT_MS })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Jobbörse' })).toBeInTheDocument();
    expect(screen.queryByText(/503|down/)).not.toBeInTheDocument();
  });
});
