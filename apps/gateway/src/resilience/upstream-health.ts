import { AsyncLocalStorage } from 'node:async_hooks';

/** Marks an answer given from what was kept because the service failed (RFC 5861 stale-if-error). */
export const STALE_IF_ERROR_HEADER = 'x-stale-if-error';

/** How the services answered one piece of work (a page render). */
export interface UpstreamHealth {
  /** Some answer was a last good one kept from before, the service having failed. */
  stale: boolean;
  /** Some call failed (refused, timed out, 5xx or circuit open) without a kept answer to stand in. */
  failed: boolean;
}

const observed = new AsyncLocalStorage<UpstreamHealth>();

/**
 * Runs a page render and tells how its service calls went, through every `fetch` wrapped with
 * `observingUpstream`: a page made of last good answers, or with a part missing, is served but not kept
 * as the page.
 */
export async function observeUpstreams<T>(work: () => Promise<T>): Promise<{ value: T; health: UpstreamHealth }> {
  const health: UpstreamHealth = { stale: false, failed: false };
  const value = await observed.run(health, work);
  return { value, health };
}

/** A `fetch` to a service that tells `observeUpstreams` of failures and of answers kept from before. */
export function observingUpstream(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const health = observed.getStore();
    try {
      const response = await fetchImpl(input, init);
      if (health && response.headers.has(STALE_IF_ERROR_HEADER)) {
        health.stale = true;
      } else if (health && response.status >= 500) {
        health.failed = true;
      }
      return response;
    } catch (error) {
      if (health) {
        health.failed = true;
      }
      throw error;
    }
  };
}
