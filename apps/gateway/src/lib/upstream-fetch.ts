/** Socket failures of a kept-alive connection the service closed as it was reused: worth another try. */
const RETRIED_SOCKET_ERRORS = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);
/** Several pooled connections may have been closed at once; each try takes the next. */
const MAX_RETRIES = 2;

/**
 * The one `fetch` the gateway uses for its data services (server renders' CMS and jobs requests, the
 * forwarders): each request is given up after `timeoutMs`, so a service that accepts the connection and
 * never answers holds no visitor longer than that. A caller's own signal still counts. A GET whose
 * connection was closed under it (the service ended a kept-alive connection as it was reused) is sent
 * again, at most twice, within the same time limit; a refused connection is not (the service is down).
 */
export function createUpstreamFetch(timeoutMs: number, fetchImpl: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const callerSignal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const retried = method === 'GET' || method === 'HEAD' ? MAX_RETRIES : 0;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await fetchImpl(input, { ...init, signal });
      } catch (error) {
        if (attempt >= retried || signal.aborted || !isClosedConnection(error)) {
          throw error;
        }
      }
    }
  };
}

function isClosedConnection(error: unknown): boolean {
  const code = error instanceof Error ? (error.cause as { code?: unknown } | undefined)?.code : undefined;
  return typeof code === 'string' && RETRIED_SOCKET_ERRORS.has(code);
}

/** Whether a failed upstream request was given up for its time limit (rather than refused or reset). */
export function isUpstreamTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}
