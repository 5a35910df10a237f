import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { eventsApi, homePageApi, type HomePageArgs } from '@jobpoint/cms-client';
import { latestEventsArgs } from './home-state';

export interface LoadHomePageArgs extends HomePageArgs {
  /** Today's date in Berlin, `YYYY-MM-DD`: events from this day on are shown. */
  today: string;
}

const DEFAULT_ERROR_STATUS = 500;

/** Any store's dispatch: the endpoints' thunks need nothing from the store's type. */
export type HomeDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * For the home routes' loaders: loads the page and the next events into the store (the server then
 * serialises them for hydration). A missing page throws a 404 response and a failing one its status, so
 * the route's error page shows. A failing event list does not fail the page: it shows without events.
 */
export async function loadHomePage(
  dispatch: HomeDispatch,
  { audience, locale, today }: LoadHomePageArgs,
): Promise<void> {
  const page = dispatch(homePageApi.endpoints.getHomePage.initiate({ audience, locale }));
  const events = dispatch(eventsApi.endpoints.getLatestEvents.initiate(latestEventsArgs(locale, today)));
  try {
    const [pageResult] = await Promise.all([page, events]);
    if (pageResult.error) {
      throw errorResponse(pageResult.error);
    }
    if (!pageResult.data) {
      throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
    }
  } finally {
    // The data stays cached (keepUnusedDataFor); the page's own hooks subscribe when it renders.
    page.unsubscribe();
    events.unsubscribe();
  }
}

function errorResponse(error: FetchBaseQueryError | { message?: string }): Response {
  const status =
    'status' in error && typeof error.status === 'number' && error.status >= 400 ? error.status : DEFAULT_ERROR_STATUS;
  return new Response(errorMessage(error), { status });
}

function errorMessage(error: FetchBaseQueryError | { message?: string }): string {
  if ('error' in error && typeof error.error === 'string') {
    return error.error;
  }
  if ('message' in error && typeof error.message === 'string') {
    return error.message;
  }
  if ('status' in error) {
    return `The content service answered ${String(error.status)}`;
  }
  return 'The page could not be loaded';
}
