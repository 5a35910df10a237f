import { SOURCE_REQUEST_TIMEOUT_MS } from '../constants';

/** GETs JSON from the jobs service; any failure is an `Error` that names the URL. */
export async function fetchJson(url: URL): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(SOURCE_REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(`${url.origin}${url.pathname} unreachable: ${(error as Error).message}`, { cause: error });
  }
  if (!response.ok) {
    throw new Error(`${url.origin}${url.pathname} answered ${response.status}`);
  }
  return response.json();
}
