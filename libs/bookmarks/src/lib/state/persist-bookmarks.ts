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
import { BOOKMARK_STORAGE_KEY, parseStoredBookmarks, serializeBookmarks } from './bookmark-storage';
import { bookmarksReplaced, bookmarksSlice, type BookmarksState } from './bookmarks-slice';

/** redux-persist's own actions carry functions; the store's serializability check skips them. */
export const BOOKMARK_PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

export type WebStorageGetter = () => globalThis.Storage | null;

/** The browser's localStorage, or null where there is none or it is blocked (privacy settings). */
export const browserLocalStorage: WebStorageGetter = () => {
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

/**
 * The storage redux-persist writes through. It receives the persisted part of the slice (`{ jobs }`, as
 * `serialize: false` hands it over unserialised) and stores the bare job array, the format of the
 * organisation's current site, under the bare key `jobbookmark`.
 */
export function createBookmarkStorage(getStorage: WebStorageGetter): Storage {
  return {
    getItem: async () => readStored(getStorage),
    setItem: async (key: string, value: Partial<BookmarksState>) => {
      getStorage()?.setItem(key, serializeBookmarks(value.jobs ?? []));
    },
    removeItem: async (key: string) => {
      getStorage()?.removeItem(key);
    },
  };
}

/**
 * The bookmark slice's reducer with persistence. One per store: redux-persist keeps its writer in the
 * reducer's closure. Reading is ours too (`getStoredState`), because redux-persist's own reader expects its
 * per-key JSON format; a corrupt or foreign value reads as an empty list, which the first write replaces.
 */
export function createBookmarksReducer(getStorage: WebStorageGetter = browserLocalStorage) {
  const config: PersistConfig<BookmarksState> = {
    key: BOOKMARK_STORAGE_KEY,
    keyPrefix: '',
    storage: createBookmarkStorage(getStorage),
    whitelist: ['jobs'],
    serialize: false,
    getStoredState: async () => ({ jobs: parseStoredBookmarks(readStored(getStorage)) }) as never,
    // A full or blocked storage keeps the list for this visit instead of failing.
    writeFailHandler: () => undefined,
  };
  return persistReducer(config, bookmarksSlice.reducer);
}

/** The app store's bookmark reducer (browser: one store per page; the server never persists). */
export const bookmarksReducer = createBookmarksReducer();

/**
 * Starts persistence in the browser, after hydration: reads the stored list into the store, writes every
 * change back, and takes over changes saved in another tab. Returns a function that stops listening.
 */
export function startBookmarkPersistence(store: Store, target: Window = window): { persistor: Persistor; stop: () => void } {
  const persistor = persistStore(store);
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== browserLocalStorage()) return;
    // `key` is null when another tab cleared the whole storage.
    if (event.key === BOOKMARK_STORAGE_KEY || event.key === null) {
      store.dispatch(bookmarksReplaced(parseStoredBookmarks(event.newValue)));
    }
  };
  target.addEventListener('storage', onStorage);
  return { persistor, stop: () => target.removeEventListener('storage', onStorage) };
}
