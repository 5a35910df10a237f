import { configureStore } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import {
  bookmarkRemoved,
  bookmarksSlice,
  bookmarkToggled,
  selectBookmarkedJobs,
  selectBookmarksRestored,
  selectIsBookmarked,
  storedBookmarksChanged,
} from './bookmarks-slice';

function createStore() {
  return configureStore({ reducer: { bookmarks: bookmarksSlice.reducer } });
}

describe('bookmark toggle', () => {
  it('adds a job that is not in the list', () => {
    const store = createStore();
    store.dispatch(bookmarkToggled({ id: 1, title: 'Koch (m/w/d)' }));
    store.dispatch(bookmarkToggled({ id: 2, title: 'Pflegefachkraft' }));
    expect(selectBookmarkedJobs(store.getState())).toEqual([
      { id: 1, title: 'Koch (m/w/d)' },
      { id: 2, title: 'Pflegefachkraft' },
    ]);
    expect(selectIsBookmarked(store.getState(), 2)).toBe(true);
  });

  it('removes a job with the same id, even when its other fields differ', () => {
    const store = createStore();
    store.dispatch(bookmarkToggled({ id: 1, title: 'Koch (m/w/d)' }));
    store.dispatch(bookmarkToggled({ id: 2, title: 'Pflegefachkraft' }));
    store.dispatch(bookmarkToggled({ id: 1, title: 'Koch (m/w/d) – geänderter Titel' }));
    expect(selectBookmarkedJobs(store.getState())).toEqual([{ id: 2, title: 'Pflegefachkraft' }]);
    expect(selectIsBookmarked(store.getState(), 1)).toBe(false);
  });

  it('removes one job by id', () => {
    const store = createStore();
    store.dispatch(bookmarkToggled({ id: 1 }));
    store.dispatch(bookmarkToggled({ id: 2 }));
    store.dispatch(bookmarkRemoved(1));
    expect(selectBookmarkedJobs(store.getState()).map((job) => job.id)).toEqual([2]);
  });

  it('is restored once its own stored list was read or another tab saved one', () => {
    const store = createStore();
    expect(selectBookmarksRestored(store.getState())).toBe(false);
    store.dispatch({ type: REHYDRATE, key: 'something-else' });
    store.dispatch({ type: 'another/action', key: 'jobbookmark' });
    expect(selectBookmarksRestored(store.getState())).toBe(false);
    store.dispatch({ type: REHYDRATE, key: 'jobbookmark' });
    expect(selectBookmarksRestored(store.getState())).toBe(true);

    const other = createStore();
    other.dispatch(storedBookmarksChanged({ stored: [{ id: 7 }], base: [] }));
    expect(selectBookmarksRestored(other.getState())).toBe(true);
    expect(selectBookmarkedJobs(other.getState())).toEqual([{ id: 7 }]);
  });

  it('takes over another tab’s list and keeps its own changes made since the list it is based on', () => {
    const store = createStore();
    store.dispatch(storedBookmarksChanged({ stored: [{ id: 1 }, { id: 2 }], base: [] }));
    store.dispatch(bookmarkToggled({ id: 3 }));
    store.dispatch(bookmarkRemoved(1));
    store.dispatch(storedBookmarksChanged({ stored: [{ id: 1 }, { id: 2 }, { id: 4 }], base: [{ id: 1 }, { id: 2 }] }));
    expect(selectBookmarkedJobs(store.getState())).toEqual([{ id: 2 }, { id: 4 }, { id: 3 }]);
  });
});
