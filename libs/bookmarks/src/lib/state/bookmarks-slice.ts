import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { BOOKMARK_STORAGE_KEY, mergeBookmarks, type BookmarkedJob } from './bookmark-storage';

export interface BookmarksState {
  jobs: BookmarkedJob[];
  /**
   * Whether the stored list has been read. False on the server and until the browser has read
   * localStorage, so that the first render matches the server's and an empty list is not mistaken for
   * "nothing bookmarked".
   */
  restored: boolean;
}

const initialState: BookmarksState = { jobs: [], restored: false };

function isOwnRehydrate(action: { type: string; key?: unknown }): boolean {
  return action.type === REHYDRATE && action.key === BOOKMARK_STORAGE_KEY;
}

export const bookmarksSlice = createSlice({
  name: 'bookmarks',
  initialState,
  reducers: {
    /** A job with the same id is removed, any other job is added at the end. */
    bookmarkToggled(state, action: PayloadAction<BookmarkedJob>) {
      const index = state.jobs.findIndex((job) => job.id === action.payload.id);
      if (index === -1) {
        state.jobs.push(action.payload);
      } else {
        state.jobs.splice(index, 1);
      }
    },
    bookmarkRemoved(state, action: PayloadAction<number>) {
      state.jobs = state.jobs.filter((job) => job.id !== action.payload);
    },
    /**
     * Another tab saved its list (storage event): `stored` is the list now in storage, `base` the stored
     * list this tab's list is based on. What this tab changed since and has not saved yet is kept.
     */
    storedBookmarksChanged(state, action: PayloadAction<{ stored: BookmarkedJob[]; base: BookmarkedJob[] }>) {
      state.jobs = mergeBookmarks(state.jobs, action.payload.base, action.payload.stored);
      state.restored = true;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isOwnRehydrate, (state) => {
      state.restored = true;
    });
  },
  selectors: {
    selectBookmarkedJobs: (state) => state.jobs,
    selectBookmarksRestored: (state) => state.restored,
    selectIsBookmarked: (state, id: number) => state.jobs.some((job) => job.id === id),
  },
});

export const { bookmarkToggled, bookmarkRemoved, storedBookmarksChanged } = bookmarksSlice.actions;
export const { selectBookmarkedJobs, selectBookmarksRestored, selectIsBookmarked } = bookmarksSlice.selectors;
