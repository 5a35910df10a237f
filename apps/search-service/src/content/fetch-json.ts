import { SOURCE_REQUEST_TIMEOUT_MS } from '../constants';

/**
 * A source that is up but refuses this request: no such document (a page not translated, say) or a
 * query the source does not accept.
 */
export class RequestRejectedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** GETs JSON; a 4xx raises `RequestRejectedError`, any other failure an `Error` that names the URL. */
export async function fetchJson(url: URL, headers: Record<string, string> = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(SOURCE_REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(`${url.origin}${url.pathname} unreachable: ${(error as Error).message}`, { cause: error });
  }
  if (response.status >= 400 && response.status < 500) {
    throw new RequestRejectedError(response.status, `${url.pathname} answered ${response.status}`);
  }
  if (!response.ok) {
    throw new Error(`${url.origin}${url.pathname} answered ${response.status}`);
  }
  return response.json();
}
