import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { Middleware } from '@reduxjs/toolkit';
import { cmsApi } from '@jobpoint/cms-client';
import { cmsJobBoardHandlers, renderWithProviders, startMockServer } from '@jobpoint/test-utils';
import { createSiteSystem, LINK_NAMESPACE, linkResources } from '@jobpoint/ui-kit';
import { bookmarksResources } from '../i18n/bookmarks-resources';
import type { BookmarkedJob } from '../state/bookmark-storage';
import { bookmarksSlice, storedBookmarksChanged, type BookmarksState } from '../state/bookmarks-slice';
import { BookmarkToggle } from './bookmark-toggle';
import { BookmarksPage } from './bookmarks-page';

startMockServer(...cmsJobBoardHandlers);

const passThrough: Middleware = () => (next) => (action) => next(action);
const bookmarksStore = { reducerPath: 'bookmarks' as const, reducer: bookmarksSlice.reducer, middleware: passThrough };

function savedJobs(store: { getState: () => unknown }) {
  return (store.getState() as { bookmarks: BookmarksState }).bookmarks.jobs;
}

function renderPage(ui: ReactElement, locale: 'de' | 'en' = 'de') {
  return renderWithProviders(ui, {
    system: createSiteSystem('jobseekers'),
    namespaces: { bookmarks: bookmarksResources, [LINK_NAMESPACE]: linkResources },
    apis: [cmsApi, bookmarksStore],
    locale,
  });
}

const savedJob = {
  id: 1312,
  title: 'Pflegefachkraft (m/w/d)',
  language: 'de' as const,
  created_at: '2026-03-02T08:00:00.000000Z',
  company: { full_name: 'Spree Pflegedienst GmbH' },
  zip_codes: [{ id: 1, title: '10115 Mitte', title_string: '10115 Mitte', zip: '10115', place_name: 'Mitte' }],
} as BookmarkedJob;

describe('BookmarksPage', () => {
  it('waits for the stored list before saying anything about it, showing how to bookmark meanwhile', async () => {
    renderPage(<BookmarksPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Merkliste' })).toBeInTheDocument();
    expect(screen.getByText('Die Merkliste wird geladen …')).toBeInTheDocument();
    expect(screen.queryByText('Sie haben sich noch keine Jobs gemerkt.')).not.toBeInTheDocument();
    expect(screen.getByText(/Tippen Sie in der Jobbörse bei einem Job auf „Merken“/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Jobbörse' })).toHaveAttribute('href', '/job-boerse');
  });

  it('shows the stored list in place of the how-to box once it is read', async () => {
    const { store } = renderPage(<BookmarksPage />);
    expect(await screen.findByText('Die Merkliste wird geladen …')).toBeInTheDocument();
    act(() => {
      store.dispatch(storedBookmarksChanged({ stored: [savedJob], base: [] }));
    });
    expect(await screen.findByRole('link', { name: 'Pflegefachkraft (m/w/d)' })).toBeInTheDocument();
    expect(screen.queryByText('Die Merkliste wird geladen …')).not.toBeInTheDocument();
    expect(screen.queryByText(/Tippen Sie in der Jobbörse bei einem Job auf „Merken“/)).not.toBeInTheDocument();
  });

  it('explains how to bookmark when the list is empty', async () => {
    const { store } = renderPage(<BookmarksPage />);
    act(() => {
      store.dispatch(storedBookmarksChanged({ stored: [], base: [] }));
    });
    expect(await screen.findByText('Sie haben sich noch keine Jobs gemerkt.')).toBeInTheDocument();
    expect(screen.getByText(/Tippen Sie in der Jobbörse bei einem Job auf „Merken“/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Jobbörse' })).toHaveAttribute('href', '/job-boerse');
  });

  it('lists the saved jobs with a link to each and removes one', async () => {
    const { store } = renderPage(<BookmarksPage />);
    act(() => {
      store.dispatch(storedBookmarksChanged({ stored: [savedJob, { id: 77, title: 'Koch' }], base: [] }));
    });
    const link = await screen.findByRole('link', { name: 'Pflegefachkraft (m/w/d)' });
    expect(link).toHaveAttribute('href', '/job-boerse/pflegefachkraft-m-w-d-1312');
    expect(screen.getByText('Spree Pflegedienst GmbH')).toBeInTheDocument();
    expect(screen.getByText('10115 Mitte')).toBeInTheDocument();
    expect(screen.getByText('Veröffentlicht am 2. März 2026')).toBeInTheDocument();
    expect(screen.getByText('2 gemerkte Jobs')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Entfernen\s*: Pflegefachkraft \(m\/w\/d\)$/ }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Pflegefachkraft (m/w/d)' })).not.toBeInTheDocument());
    expect(savedJobs(store)).toEqual([{ id: 77, title: 'Koch' }]);
    expect(screen.getByText('„Pflegefachkraft (m/w/d)“ wurde von der Merkliste entfernt.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('uses its built-in texts when the CMS has no content in the language', async () => {
    const { store } = renderPage(<BookmarksPage />, 'en');
    act(() => {
      store.dispatch(storedBookmarksChanged({ stored: [], base: [] }));
    });
    expect(await screen.findByText('You have not saved any jobs yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved jobs' })).toBeInTheDocument();
  });
});

describe('BookmarkToggle', () => {
  it('is disabled until the list is read, then toggles the job (aria-pressed)', async () => {
    const { store } = renderPage(<BookmarkToggle job={savedJob} />);
    const toggle = await screen.findByRole('button', { name: '„Pflegefachkraft (m/w/d)“ merken' });
    expect(toggle).toBeDisabled();
    act(() => {
      store.dispatch(storedBookmarksChanged({ stored: [], base: [] }));
    });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(savedJobs(store).map((job) => job.id)).toEqual([1312]);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(savedJobs(store)).toEqual([]);
  });

  it('shows a visible label when given one', async () => {
    const { store } = renderPage(<BookmarkToggle job={savedJob} label="Job merken" />);
    act(() => {
      store.dispatch(storedBookmarksChanged({ stored: [savedJob], base: [] }));
    });
    const toggle = await screen.findByRole('button', { name: 'Job merken' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
  });
});
