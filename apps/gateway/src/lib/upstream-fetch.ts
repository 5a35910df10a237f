/**
 * The one `fetch` the gateway uses for its data services (server renders' CMS and jobs requests, the
 * forwarders, the job documents): each request is given up after `timeoutMs`, so a service that accepts
 * the connection and never answers holds no visitor longer than that. A caller's own signal still counts.
 */
export function createUpstreamFetch(timeoutMs: number, fetchImpl: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const callerSignal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    return fetchImpl(input, { ...init, signal });
  };
}

/** Whether a failed upstream request was given up for its time limit (rather than refused or reset). */
export function isUpstreamTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}
