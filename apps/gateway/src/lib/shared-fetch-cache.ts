export interface SharedFetchCacheOptions {
  /** How long an answer is reused. */
  ttlMs: number;
  /** The most answers kept; the oldest goes first. */
  maxEntries: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

interface CachedAnswer {
  expires: number;
  status: number;
  headers: [string, string][];
  body: string;
}

/**
 * A `fetch` for the server's content requests that shares successful GET answers between page renders
 * for a short time, and sends one request for many identical ones in flight. Every page needs the same
 * navigation, footer and notice; the CMS is asked for them once a minute instead of once per page view.
 * Failures are never kept, so a CMS that comes back is asked again at once.
 */
export function createSharedFetchCache({ ttlMs, maxEntries, fetchImpl = fetch, now = Date.now }: SharedFetchCacheOptions): typeof fetch {
  // Keyed by URL: every server request carries the same credentials, and the language is in the URL.
  const answers = new Map<string, CachedAnswer>();
  const inFlight = new Map<string, Promise<CachedAnswer | Response>>();

  const remember = (key: string, answer: CachedAnswer) => {
    answers.delete(key);
    answers.set(key, answer);
    while (answers.size > maxEntries) {
      answers.delete(answers.keys().next().value as string);
    }
  };

  const load = async (request: Request): Promise<CachedAnswer | Response> => {
    const response = await fetchImpl(request);
    if (!response.ok) {
      return response;
    }
    const answer: CachedAnswer = {
      expires: now() + ttlMs,
      status: response.status,
      headers: [...response.headers.entries()].filter(([name]) => name !== 'content-encoding' && name !== 'content-length'),
      body: await response.text(),
    };
    remember(request.url, answer);
    return answer;
  };

  const toResponse = (answer: CachedAnswer | Response): Response =>
    answer instanceof Response ? answer : new Response(answer.body, { status: answer.status, headers: answer.headers });

  return async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET' || ttlMs <= 0) {
      return fetchImpl(request);
    }
    const cached = answers.get(request.url);
    if (cached && cached.expires > now()) {
      return toResponse(cached);
    }
    let pending = inFlight.get(request.url);
    if (!pending) {
      pending = load(request).finally(() => inFlight.delete(request.url));
      inFlight.set(request.url, pending);
      return toResponse(await pending);
    }
    const answer = await pending;
    // A failed answer's body can be read once; the requests that waited for it ask again themselves.
    return answer instanceof Response ? fetchImpl(request) : toResponse(answer);
  };
}
