import type { Store } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type PersistConfig,
  type Persistor,
  type Storage,
} from 'redux-persist';
import { BOOKMARK_STORAGE_KEY, mergeBookmarks, parseStoredBookmarks, serializeBookmarks, type BookmarkedJob } from './bookmark-storage';
import { bookmarksSlice, selectBookmarkedJobs, storedBookmarksChanged, type BookmarksState } from './bookmarks-slice';

/** redux-persist's own actions carry functions; the store's serializability check skips them. */
export const BOOKMARK_PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

export type WebStorageGetter = () => globalThis.Storage | null;

/** The browser's localStorage, or null where there is none or it is blocked (privacy settings). */
const browserLocalStorage: WebStorageGetter = () => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

function readStored(getStorage: WebStorageGetter): string | null {
  try {
    return getStorage()?.getItem(BOOKMARK_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The bookmark slice's reducer with persistence, and the start of persistence for the store that holds it. */
export interface BookmarkPersistence {
  reducer: ReturnType<typeof persistReducer<BookmarksState>>;
  /**
   * Starts persistence in the browser, after hydration: reads the stored list into the store, writes every
   * change back at once, and takes over changes saved in another tab. Returns a function that stops
   * listening.
   */
  start: (store: Store, target?: Window) => { persistor: Persistor; stop: () => void };
}

/**
 * Persistence of the Merkliste, one per store (redux-persist keeps its writer in the reducer's closure).
 * Reading is ours (`getStoredState`), because redux-persist's own reader expects its per-key JSON format; a
 * corrupt or foreign value reads as an empty list, which the first write replaces. The storage adapter
 * receives the persisted part of the slice (`{ jobs }`, as `serialize: false` hands it over unserialised)
 * and stores the bare job array, the format of the organisation's current site, under the bare key
 * `jobbookmark`.
 *
 * Tabs share the stored list, and a tab writes its whole list when it changed, so a write must not undo
 * what another tab wrote since this tab last read the list (its first write after start as any other). Every write and every list taken over from another tab is therefore merged (`mergeBookmarks`)
 * against `base`, the stored list this tab's list is based on.
 */
export function createBookmarkPersistence(getStorage: WebStorageGetter = browserLocalStorage): BookmarkPersistence {
  let base: BookmarkedJob[] = [];
  const storage: Storage = {
    getItem: async () => readStored(getStorage),
    setItem: async (key: string, value: Partial<BookmarksState>) => {
      const local = value.jobs ?? [];
      const stored = readStored(getStorage);
      const merged = serializeBookmarks(mergeBookmarks(local, base, parseStoredBookmarks(stored)));
      // What another tab wrote meanwhile reaches this tab's list with that tab's storage event.
      base = local;
      if (merged !== stored) {
        getStorage()?.setItem(key, merged);
      }
    },
    removeItem: async (key: string) => {
      getStorage()?.removeItem(key);
    },
  };
  const config: PersistConfig<BookmarksState> = {
    key: BOOKMARK_STORAGE_KEY,
    keyPrefix: '',
    storage,
    whitelist: ['jobs'],
    serialize: false,
    getStoredState: async () => {
      base = parseStoredBookmarks(readStored(getStorage));
      return { jobs: base } as never;
    },
    // A full or blocked storage keeps the list for this visit instead of failing.
    writeFailHandler: () => undefined,
  };

  const start = (store: Store, target: Window = window) => {
    const persistor = persistStore(store);
    // redux-persist writes on a timer after a change; a tab closed right after a click would lose it. Every
    // change of the list, an added job as a removed one, is written before the click's handler returns.
    let jobs = selectBookmarkedJobs(store.getState());
    const unsubscribe = store.subscribe(() => {
      const next = selectBookmarkedJobs(store.getState());
      if (next !== jobs) {
        jobs = next;
        void persistor.flush();
      }
    });
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea && event.storageArea !== getStorage()) return;
      // `key` is null when another tab cleared the whole storage. The list is read from storage rather than
      // from the event: a later write of another tab may already have replaced the event's value.
      if (event.key === BOOKMARK_STORAGE_KEY || event.key === null) {
        const stored = parseStoredBookmarks(readStored(getStorage));
        store.dispatch(storedBookmarksChanged({ stored, base }));
        base = stored;
      }
    };
    target.addEventListener('storage', onStorage);
    const stop = () => {
      target.removeEventListener('storage', onStorage);
      unsubscribe();
    };
    return { persistor, stop };
  };

  return { reducer: persistReducer(config, bookmarksSlice.reducer), start };
}

/** The app store's bookmark persistence (browser: one store per page; the server never persists). */
const appBookmarkPersistence = createBookmarkPersistence();

/** The app store's bookmark reducer. */
export const bookmarksReducer = appBookmarkPersistence.reducer;

/** Starts the app store's bookmark persistence in the browser, after hydration (see `BookmarkPersistence`). */
export const startBookmarkPersistence = appBookmarkPersistence.start;
