import { configureStore } from '@reduxjs/toolkit';
import { BOOKMARK_STORAGE_KEY } from './bookmark-storage';
import { bookmarkToggled, selectBookmarkedJobs, selectBookmarksRestored } from './bookmarks-slice';
import { BOOKMARK_PERSIST_ACTIONS, createBookmarksReducer, startBookmarkPersistence } from './persist-bookmarks';

function createStore() {
  return configureStore({
    reducer: { bookmarks: createBookmarksReducer(() => window.localStorage) },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ serializableCheck: { ignoredActions: BOOKMARK_PERSIST_ACTIONS } }),
  });
}

type TestStore = ReturnType<typeof createStore>;

const stops: (() => void)[] = [];

async function startPersistence(store: TestStore) {
  const { persistor, stop } = startBookmarkPersistence(store);
  stops.push(stop);
  await waitFor(() => persistor.getState().bootstrapped);
}

async function waitFor(condition: () => boolean) {
  for (let attempt = 0; attempt < 50 && !condition(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(condition()).toBe(true);
}

const stored = () => window.localStorage.getItem(BOOKMARK_STORAGE_KEY);

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  window.localStorage.clear();
});

describe('bookmark persistence', () => {
  it('keeps the list empty and unrestored until persistence starts (as on the server)', () => {
    window.localStorage.setItem(BOOKMARK_STORAGE_KEY, '[{"id":1,"title":"Koch"}]');
    const store = createStore();
    expect(selectBookmarkedJobs(store.getState())).toEqual([]);
    expect(selectBookmarksRestored(store.getState())).toBe(false);
  });

  it('reads a list saved by the current site as it is', async () => {
    window.localStorage.setItem(BOOKMARK_STORAGE_KEY, '[{"id":123,"title":"Lagerhelfer"},{"id":456,"title":"Koch"}]');
    const store = createStore();
    await startPersistence(store);
    expect(selectBookmarksRestored(store.getState())).toBe(true);
    expect(selectBookmarkedJobs(store.getState())).toEqual([
      { id: 123, title: 'Lagerhelfer' },
      { id: 456, title: 'Koch' },
    ]);
  });

  it('stores every change as a plain JSON array under the key jobbookmark', async () => {
    const store = createStore();
    await startPersistence(store);
    store.dispatch(bookmarkToggled({ id: 123, title: 'Lagerhelfer' }));
    await waitFor(() => stored() === '[{"id":123,"title":"Lagerhelfer"}]');
    store.dispatch(bookmarkToggled({ id: 123, title: 'Lagerhelfer' }));
    await waitFor(() => stored() === '[]');
    expect(window.localStorage.getItem(`persist:${BOOKMARK_STORAGE_KEY}`)).toBeNull();
    expect(window.localStorage).toHaveLength(1);
  });

  it('replaces a corrupt value with an empty list without an error', async () => {
    const consoleError = jest.spyOn(console, 'error');
    window.localStorage.setItem(BOOKMARK_STORAGE_KEY, '{not json');
    const store = createStore();
    await startPersistence(store);
    expect(selectBookmarkedJobs(store.getState())).toEqual([]);
    await waitFor(() => stored() === '[]');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('takes over a list another tab saved', async () => {
    const store = createStore();
    await startPersistence(store);
    const newValue = '[{"id":9,"title":"Erzieher*in"}]';
    window.localStorage.setItem(BOOKMARK_STORAGE_KEY, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: BOOKMARK_STORAGE_KEY, newValue }));
    expect(selectBookmarkedJobs(store.getState())).toEqual([{ id: 9, title: 'Erzieher*in' }]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: '[]' }));
    expect(selectBookmarkedJobs(store.getState())).toHaveLength(1);
  });

  it('stops listening to other tabs when stopped', async () => {
    const store = createStore();
    const { persistor, stop } = startBookmarkPersistence(store);
    await waitFor(() => persistor.getState().bootstrapped);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: BOOKMARK_STORAGE_KEY, newValue: '[{"id":9}]' }));
    expect(selectBookmarkedJobs(store.getState())).toEqual([]);
  });
});
