import { SoftLimit } from './soft-limit';
import { STALE_IF_ERROR_HEADER } from './upstream-health';

export interface LastGoodAnswersOptions {
  /** How long after it came an answer may stand in for a failing service. */
  keepMs: number;
  /**
   * How long a request waits for the service when a kept answer could stand in (`SoftLimit`): after it,
   * the kept answer, while the request goes on and keeps what it gets; 0 waits for the service.
   */
  softTimeoutMs?: number;
  maxEntries: number;
  /** The most bytes the kept answers may hold together. */
  maxBytes: number;
  fetchImpl: typeof fetch;
  now?: () => number;
}

interface KeptAnswer {
  storedAt: number;
  status: number;
  headers: [string, string][];
  body: Uint8Array;
}

/**
 * A `fetch` that asks the service every time, keeps the last good JSON answer of each GET, and hands it
 * out (marked with `STALE_IF_ERROR_HEADER`) only when the service fails: refused, timed out, 5xx or its
 * circuit open, or slower than `softTimeoutMs`. A request answered that way goes on in the background, one
 * per URL: while it does, the kept answer is handed out without asking again. The least recently stored
 * go first beyond `maxEntries` or `maxBytes`.
 */
export function lastGoodAnswersFetch({ keepMs, softTimeoutMs = 0, maxEntries, maxBytes, fetchImpl, now = Date.now }: LastGoodAnswersOptions): typeof fetch {
  const kept = new Map<string, KeptAnswer>();
  let bytes = 0;
  const softLimit = new SoftLimit(softTimeoutMs);
  const goingOn = new Map<string, Promise<Response>>();

  const forget = (url: string) => {
    const answer = kept.get(url);
    if (answer) {
      kept.delete(url);
      bytes -= answer.body.byteLength;
    }
  };
  const keep = (url: string, answer: KeptAnswer) => {
    forget(url);
    if (answer.body.byteLength > maxBytes) {
      return;
    }
    kept.set(url, answer);
    bytes += answer.body.byteLength;
    for (const oldest of kept.keys()) {
      if (kept.size <= maxEntries && bytes <= maxBytes) {
        break;
      }
      forget(oldest);
    }
  };
  const standIn = (url: string): Response | undefined => {
    const answer = kept.get(url);
    if (!answer || now() - answer.storedAt >= keepMs) {
      return undefined;
    }
    const headers = new Headers(answer.headers);
    headers.set(STALE_IF_ERROR_HEADER, '1');
    return new Response(answer.body.slice(), { status: answer.status, headers });
  };

  const ask = async (request: Request): Promise<Response> => {
    let response: Response;
    let body: Uint8Array;
    try {
      response = await fetchImpl(request);
      if (!response.ok || !response.headers.get('content-type')?.includes('json')) {
        if (response.status >= 500) {
          const stale = standIn(request.url);
          if (stale) {
            await response.body?.cancel();
            return stale;
          }
        }
        return response;
      }
      body = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      const stale = standIn(request.url);
      if (stale) {
        return stale;
      }
      throw error;
    }
    const headers = [...response.headers.entries()].filter(([name]) => name !== 'content-encoding' && name !== 'content-length');
    keep(request.url, { storedAt: now(), status: response.status, headers, body });
    return new Response(body.slice(), { status: response.status, headers });
  };

  return async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET' || keepMs <= 0) {
      return fetchImpl(request);
    }
    const stale = standIn(request.url);
    if (stale && goingOn.has(request.url)) {
      return stale;
    }
    const call = ask(request);
    const answer = await softLimit.within(call, stale);
    if (answer === stale) {
      goingOn.set(request.url, call);
      call
        // Nobody reads the late answer itself; a failed one's connection is released.
        .then((late) => late.body?.cancel(), () => undefined)
        .finally(() => {
          if (goingOn.get(request.url) === call) {
            goingOn.delete(request.url);
          }
        });
    }
    return answer;
  };
}
