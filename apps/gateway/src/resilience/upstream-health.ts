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

const observed = new AsyncLocalStorage<UpstreamHealth & { pending: number }>();

/**
 * Runs a page render and tells how its service calls went, through every `fetch` wrapped with
 * `observingUpstream`: a page made of last good answers, or with a part missing (a call failed, or was
 * still open when the render was done without it), is served but not kept as the page.
 */
export async function observeUpstreams<T>(work: () => Promise<T>): Promise<{ value: T; health: UpstreamHealth }> {
  const health = { stale: false, failed: false, pending: 0 };
  const value = await observed.run(health, work);
  // A call still open when the render is done was given up by it: that part of the page is missing.
  return { value, health: { stale: health.stale, failed: health.failed || health.pending > 0 } };
}

/** A `fetch` to a service that tells `observeUpstreams` of failures and of answers kept from before. */
export function observingUpstream(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const health = observed.getStore();
    if (health) {
      health.pending += 1;
    }
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
    } finally {
      if (health) {
        health.pending -= 1;
      }
    }
  };
}
