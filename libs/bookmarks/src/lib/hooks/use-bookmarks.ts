import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useHydrated } from '@jobpoint/ui-kit';
import type { BookmarkedJob } from '../state/bookmark-storage';
import {
  bookmarkRemoved,
  bookmarkToggled,
  selectBookmarkedJobs,
  selectBookmarksRestored,
  selectIsBookmarked,
  type BookmarksState,
} from '../state/bookmarks-slice';

type StateWithBookmarks = { bookmarks: BookmarksState };

/**
 * The bookmark list and whether it can be shown yet: after hydration (bookmarks live in this browser only,
 * so the first render matches the server's), once the stored list is read.
 */
export function useBookmarks(): { jobs: BookmarkedJob[]; ready: boolean } {
  const hydrated = useHydrated();
  const jobs = useSelector((state: StateWithBookmarks) => selectBookmarkedJobs(state));
  const restored = useSelector((state: StateWithBookmarks) => selectBookmarksRestored(state));
  const ready = hydrated && restored;
  return { jobs: ready ? jobs : [], ready };
}

/** Whether one job is bookmarked, and the toggle for it. `ready` as in `useBookmarks`. */
export function useBookmarkToggle(job: BookmarkedJob): { bookmarked: boolean; ready: boolean; toggle: () => void } {
  const hydrated = useHydrated();
  const dispatch = useDispatch();
  const bookmarked = useSelector((state: StateWithBookmarks) => selectIsBookmarked(state, job.id));
  const restored = useSelector((state: StateWithBookmarks) => selectBookmarksRestored(state));
  const ready = hydrated && restored;
  const toggle = useCallback(() => {
    dispatch(bookmarkToggled(job));
  }, [dispatch, job]);
  return { bookmarked: ready && bookmarked, ready, toggle };
}

export function useRemoveBookmark(): (id: number) => void {
  const dispatch = useDispatch();
  return useCallback((id: number) => {
    dispatch(bookmarkRemoved(id));
  }, [dispatch]);
}
