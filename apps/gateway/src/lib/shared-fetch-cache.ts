import { SoftLimit } from '../resilience/soft-limit';
import { STALE_IF_ERROR_HEADER } from '../resilience/upstream-health';

export interface SharedFetchCacheOptions {
  /** How long an answer is reused. */
  ttlMs: number;
  /**
   * How long after that an answer is kept to stand in while the service fails (refused, timed out, 5xx
   * or its circuit open), marked with `STALE_IF_ERROR_HEADER`; 0 keeps none.
   */
  staleIfErrorMs?: number;
  /**
   * How long a request waits for the service when a kept answer could stand in (`SoftLimit`): after it,
   * the kept answer, marked, while the request goes on and keeps what it gets; 0 waits for the service.
   */
  softTimeoutMs?: number;
  /** The most answers kept; the oldest goes first. */
  maxEntries: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** A `fetch` that shares answers, and forgets those whose content has changed. */
export interface SharedFetchCache {
  fetch: typeof fetch;
  /**
   * Forgets the answers whose URL `matches` tells, at once: the next request asks the service again. An
   * answer that was on its way when this was called is handed to its callers but not kept, since it may
   * be from before the change. A forgotten answer never stands in for a failing service.
   */
  drop(matches: (url: string) => boolean): void;
}

interface CachedAnswer {
  expires: number;
  status: number;
  headers: [string, string][];
  body: string;
  /** Handed out for a failing service, not fresh. */
  stale?: true;
}

/**
 * A `fetch` for the server's content requests that shares successful GET answers between page renders
 * for a short time, and sends one request for many identical ones in flight. Every page needs the same
 * navigation, footer and notice; the CMS is asked for them once a minute instead of once per page view.
 * Failures are never kept, so a CMS that comes back is asked again at once; while it fails, the last good
 * answer of the URL stands in for up to `staleIfErrorMs` past its time (RFC 5861 stale-if-error), and
 * also once the service takes longer than `softTimeoutMs` to answer.
 */
export function createSharedFetchCache({
  ttlMs,
  staleIfErrorMs = 0,
  softTimeoutMs = 0,
  maxEntries,
  fetchImpl = fetch,
  now = Date.now,
}: SharedFetchCacheOptions): SharedFetchCache {
  // Keyed by URL: every server request carries the same credentials, and the language is in the URL.
  const answers = new Map<string, CachedAnswer>();
  const inFlight = new Map<string, Promise<CachedAnswer | Response>>();
  // Counts the drops: an answer asked for before the latest one is not kept.
  let generation = 0;
  const softLimit = new SoftLimit(softTimeoutMs);

  const remember = (key: string, answer: CachedAnswer) => {
    answers.delete(key);
    answers.set(key, answer);
    while (answers.size > maxEntries) {
      answers.delete(answers.keys().next().value as string);
    }
  };

  // Looked up when the service has failed, so an answer a content change dropped meanwhile is not used.
  const standIn = (url: string): CachedAnswer | undefined => {
    const kept = answers.get(url);
    return kept && now() < kept.expires + staleIfErrorMs ? { ...kept, stale: true } : undefined;
  };

  const load = async (request: Request): Promise<CachedAnswer | Response> => {
    const askedIn = generation;
    let answer: CachedAnswer;
    try {
      const response = await fetchImpl(request);
      if (!response.ok) {
        const stale = response.status >= 500 ? standIn(request.url) : undefined;
        if (stale) {
          await response.body?.cancel();
        }
        return stale ?? response;
      }
      answer = {
        expires: now() + ttlMs,
        status: response.status,
        headers: [...response.headers.entries()].filter(([name]) => name !== 'content-encoding' && name !== 'content-length'),
        body: await response.text(),
      };
    } catch (error) {
      const stale = standIn(request.url);
      if (stale) {
        return stale;
      }
      throw error;
    }
    if (askedIn === generation) {
      remember(request.url, answer);
    }
    return answer;
  };

  const toResponse = (answer: CachedAnswer | Response): Response =>
    answer instanceof Response
      ? answer
      : new Response(answer.body, {
          status: answer.status,
          headers: answer.stale ? [...answer.headers, [STALE_IF_ERROR_HEADER, '1']] : answer.headers,
        });

  const start = (request: Request): Promise<CachedAnswer | Response> => {
    const started = load(request).finally(() => {
      if (inFlight.get(request.url) === started) {
        inFlight.delete(request.url);
      }
    });
    inFlight.set(request.url, started);
    return started;
  };

  const sharedFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET' || ttlMs <= 0) {
      return fetchImpl(request);
    }
    const cached = answers.get(request.url);
    if (cached && cached.expires > now()) {
      return toResponse(cached);
    }
    const pending = inFlight.get(request.url);
    const call = pending ?? start(request);
    const stale = standIn(request.url);
    const answer = await softLimit.within(call, stale);
    if (answer === stale && !pending) {
      // Nobody reads the late answer itself; a failed one's connection is released.
      call.then(
        (late) => (late instanceof Response ? late.body?.cancel() : undefined),
        () => undefined,
      );
    }
    // A failed answer's body can be read once; the requests that waited for it ask again themselves.
    return answer instanceof Response && pending ? fetchImpl(request) : toResponse(answer);
  };

  return {
    fetch: sharedFetch,
    drop(matches) {
      generation += 1;
      for (const url of [...answers.keys()]) {
        if (matches(url)) {
          answers.delete(url);
        }
      }
      // Requests from now on do not wait for an answer asked for before the change.
      for (const url of [...inFlight.keys()]) {
        if (matches(url)) {
          inFlight.delete(url);
        }
      }
    },
  };
}
