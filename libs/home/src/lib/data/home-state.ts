import { useSelector } from 'react-redux';
import { eventsApi, LATEST_EVENTS_PAGE_SIZE, type cmsApi, type LatestEventsArgs } from '@jobpoint/cms-client';
import { localDateString, type Locale } from '@jobpoint/i18n';
import type { SiteState } from '@jobpoint/store';

/** The part of the site's store the home pages read. */
export interface HomeRootState {
  site: SiteState;
  cmsApi: ReturnType<typeof cmsApi.reducer>;
}

export const useHomeSelector = useSelector.withTypes<HomeRootState>();

/** The one place that builds the event list's arguments, so the loader and the page share a cache entry. */
export function latestEventsArgs(locale: Locale, today: string): LatestEventsArgs {
  return { locale, today, limit: LATEST_EVENTS_PAGE_SIZE };
}

/**
 * The "today" the route loader used for this language. The page reads it back from the cached event
 * query instead of the clock, so the browser hydrates with the server's day even across midnight. Only
 * a page rendered without its loader falls back to the clock.
 */
export function useLoadedToday(locale: Locale): string {
  const loaded = useHomeSelector((state) => {
    const days = eventsApi.util
      .selectCachedArgsForQuery(state, 'getLatestEvents')
      .filter((args) => args.locale === locale)
      .map((args) => args.today)
      .sort();
    return days.at(-1) ?? null;
  });
  return loaded ?? localDateString();
}
