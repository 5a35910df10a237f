import { configureStore } from '@reduxjs/toolkit';
import { BOOKMARK_STORAGE_KEY } from './bookmark-storage';
import { bookmarkRemoved, bookmarkToggled, selectBookmarkedJobs, selectBookmarksRestored } from './bookmarks-slice';
import { BOOKMARK_PERSIST_ACTIONS, createBookmarkPersistence, type BookmarkPersistence } from './persist-bookmarks';

/** One tab: its store and the persistence of its Merkliste. */
function createStore(persistence = createBookmarkPersistence(() => window.localStorage)) {
  const store = configureStore({
    reducer: { bookmarks: persistence.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ serializableCheck: { ignoredActions: BOOKMARK_PERSIST_ACTIONS } }),
  });
  persistences.set(store, persistence);
  return store;
}

type TestStore = ReturnType<typeof createStore>;

const persistences = new WeakMap<TestStore, BookmarkPersistence>();
const startBookmarkPersistence = (store: TestStore) => (persistences.get(store) as BookmarkPersistence).start(store);

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
const parseIds = (value: string | null) => (JSON.parse(value ?? '[]') as { id: number }[]).map((job) => job.id);

afterEach(() => {
  jest.restoreAllMocks();
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

  it.each([
    ['added', [{ id: 1, title: 'Koch' }], bookmarkToggled({ id: 2, title: 'Pflege' }), '[{"id":1,"title":"Koch"},{"id":2,"title":"Pflege"}]'],
    ['removed', [{ id: 1, title: 'Koch' }, { id: 2, title: 'Pflege' }], bookmarkRemoved(1), '[{"id":2,"title":"Pflege"}]'],
  ])('stores a job %s before the click that did it is over, so a tab closed at once keeps the change', async (_change, before, action, after) => {
    window.localStorage.setItem(BOOKMARK_STORAGE_KEY, JSON.stringify(before));
    const store = createStore();
    await startPersistence(store);

    store.dispatch(action);

    expect(stored()).toBe(after);
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

  it('keeps what another tab saved between reading the list at start and writing it back', async () => {
    window.localStorage.setItem(BOOKMARK_STORAGE_KEY, '[{"id":1,"title":"Koch"}]');
    const store = createStore();
    const { persistor, stop } = startBookmarkPersistence(store);
    stops.push(stop);
    // Read at start; another tab saves its list before this tab has written anything.
    window.localStorage.setItem(BOOKMARK_STORAGE_KEY, '[{"id":1,"title":"Koch"},{"id":2,"title":"Pflege"}]');
    await waitFor(() => persistor.getState().bootstrapped);
    store.dispatch(bookmarkToggled({ id: 3, title: 'Lager' }));
    await waitFor(() => stored() === '[{"id":1,"title":"Koch"},{"id":2,"title":"Pflege"},{"id":3,"title":"Lager"}]');
    // That tab's storage event arrives late: this tab takes over its job and keeps its own.
    window.dispatchEvent(new StorageEvent('storage', { key: BOOKMARK_STORAGE_KEY, newValue: '[{"id":1,"title":"Koch"},{"id":2,"title":"Pflege"}]' }));
    expect(selectBookmarkedJobs(store.getState()).map((job) => job.id)).toEqual([1, 2, 3]);
  });

  it('keeps its own change not yet written when another tab saves at the same moment, and both tabs end with both', async () => {
    const first = createStore();
    const second = createStore();
    await startPersistence(first);
    await startPersistence(second);
    // Both tabs bookmark a job before either has written or heard of the other's.
    first.dispatch(bookmarkToggled({ id: 5, title: 'Koch' }));
    second.dispatch(bookmarkToggled({ id: 6, title: 'Pflege' }));
    await waitFor(() => parseIds(stored()).length === 2);
    // Each hears of the other's write (jsdom delivers no storage events between stores of one window).
    const event = () => new StorageEvent('storage', { key: BOOKMARK_STORAGE_KEY, newValue: stored() });
    window.dispatchEvent(event());
    expect(selectBookmarkedJobs(first.getState()).map((job) => job.id).sort()).toEqual([5, 6]);
    expect(selectBookmarkedJobs(second.getState()).map((job) => job.id).sort()).toEqual([5, 6]);
    expect(parseIds(stored()).sort()).toEqual([5, 6]);
  });

  it('follows a removal made in another tab', async () => {
    window.localStorage.setItem(BOOKMARK_STORAGE_KEY, '[{"id":1},{"id":2}]');
    const store = createStore();
    await startPersistence(store);
    window.localStorage.setItem(BOOKMARK_STORAGE_KEY, '[{"id":2}]');
    window.dispatchEvent(new StorageEvent('storage', { key: BOOKMARK_STORAGE_KEY, newValue: '[{"id":2}]' }));
    expect(selectBookmarkedJobs(store.getState())).toEqual([{ id: 2 }]);
    store.dispatch(bookmarkToggled({ id: 3 }));
    await waitFor(() => stored() === '[{"id":2},{"id":3}]');
  });

  it('follows another tab that cleared the whole storage', async () => {
    window.localStorage.setItem(BOOKMARK_STORAGE_KEY, '[{"id":1}]');
    const store = createStore();
    await startPersistence(store);
    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: window.localStorage }));
    expect(selectBookmarkedJobs(store.getState())).toEqual([]);
  });

  it('ignores changes of another storage than its own', async () => {
    const store = createStore();
    await startPersistence(store);
    window.localStorage.setItem(BOOKMARK_STORAGE_KEY, '[{"id":9}]');
    window.dispatchEvent(new StorageEvent('storage', { key: BOOKMARK_STORAGE_KEY, storageArea: window.sessionStorage }));
    expect(selectBookmarkedJobs(store.getState())).toEqual([]);
  });

  it('uses the browser’s localStorage unless told otherwise', async () => {
    window.localStorage.setItem(BOOKMARK_STORAGE_KEY, '[{"id":4}]');
    const store = createStore(createBookmarkPersistence());
    await startPersistence(store);
    expect(selectBookmarkedJobs(store.getState())).toEqual([{ id: 4 }]);
  });

  it('keeps the list for the visit where the storage is blocked (privacy settings)', async () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const store = createStore(createBookmarkPersistence());
    await startPersistence(store);
    store.dispatch(bookmarkToggled({ id: 5 }));
    expect(selectBookmarkedJobs(store.getState())).toEqual([{ id: 5 }]);
  });

  it('stops listening to other tabs when stopped', async () => {
    const store = createStore();
    const { persistor, stop } = startBookmarkPersistence(store);
    await waitFor(() => persistor.getState().bootstrapped);
    stop();
    // Written to storage too: the listener reads the list from there, not from the event.
    window.localStorage.setItem(BOOKMARK_STORAGE_KEY, '[{"id":9}]');
    window.dispatchEvent(new StorageEvent('storage', { key: BOOKMARK_STORAGE_KEY, newValue: '[{"id":9}]' }));
    expect(selectBookmarkedJobs(store.getState())).toEqual([]);
  });
});
