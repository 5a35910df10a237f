import { createAction } from '@reduxjs/toolkit';

/**
 * Dispatched once in the browser, before the first render, with the state the server serialised. Each
 * RTK Query API takes its part back through `extractRehydrationInfo`, so nothing loaded on the server is
 * fetched again.
 */
export const hydrated = createAction<Record<string, unknown>>('app/hydrated');

/** For `createApi({ extractRehydrationInfo })`. */
export function rehydrationInfo(action: unknown, { reducerPath }: { reducerPath: string }) {
  if (hydrated.match(action)) {
    // RTK Query checks the shape of the slice it gets back; the server produced it with the same API.
    return action.payload[reducerPath] as never;
  }
  return undefined;
}
