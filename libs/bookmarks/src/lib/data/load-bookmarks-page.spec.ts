import { http, HttpResponse } from 'msw';
import { cmsApi } from '@jobpoint/cms-client';
import { cmsJobBoardHandlers, cmsUrl, createTestStore, startMockServer } from '@jobpoint/test-utils';
import { bookmarksResources } from '../i18n/bookmarks-resources';
import { loadBookmarksPage, selectBookmarksSeo } from './load-bookmarks-page';

const server = startMockServer(...cmsJobBoardHandlers);

const createStore = () => createTestStore({ apis: [cmsApi] });

describe('loadBookmarksPage', () => {
  it('loads the page’s content for its SEO block, and keeps no subscription to it', async () => {
    const store = createStore();
    await loadBookmarksPage(store.dispatch, { locale: 'de' });
    expect(selectBookmarksSeo(store.getState(), 'de')).toMatchObject({ metaTitle: 'Merkliste', metaDescription: 'Deine gemerkten Jobs.' });
    // RTK Query writes its subscriptions to the state half a second late; the query stays, with no subscriber.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(Object.values(store.getState().cmsApi.subscriptions)).toEqual([{}]);
  });

  it('names the page by its built-in title where the CMS has no content in the language', async () => {
    const store = createStore();
    await loadBookmarksPage(store.dispatch, { locale: 'tr' });
    expect(selectBookmarksSeo(store.getState(), 'tr')).toEqual({ metaTitle: bookmarksResources.tr.title });
  });

  it('names the page by the CMS’s title where its content has no SEO block', async () => {
    server.use(http.get(cmsUrl('/api/merkliste-seite'), () => HttpResponse.json({ data: { id: 1, attributes: { title: 'Gemerkte Jobs', locale: 'de' } }, meta: {} })));
    const store = createStore();
    await loadBookmarksPage(store.dispatch, { locale: 'de' });
    expect(selectBookmarksSeo(store.getState(), 'de')).toEqual({ metaTitle: 'Gemerkte Jobs' });
  });

  it('does not throw when the CMS fails: the page shows the list with its built-in texts', async () => {
    server.use(http.get(cmsUrl('/api/merkliste-seite'), () => HttpResponse.json({}, { status: 503 })));
    const store = createStore();
    await expect(loadBookmarksPage(store.dispatch, { locale: 'de' })).resolves.toBeUndefined();
    expect(selectBookmarksSeo(store.getState(), 'de')).toEqual({ metaTitle: bookmarksResources.de.title });
  });
});
