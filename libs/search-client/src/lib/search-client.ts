import type { liteClient, LiteClient } from 'algoliasearch/lite';
import type { ServiceContext } from '@jobpoint/store';

type Requester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['requester']>;

/** The clients of the configurations without a `fetch` of their own. */
const clients = new Map<string, LiteClient>();
/** The clients of the configurations that name a `fetch`: a client sends with one `fetch`. */
const clientsByFetch = new WeakMap<typeof fetch, Map<string, LiteClient>>();

function clientsFor(fetchFn: typeof fetch | undefined): Map<string, LiteClient> {
  if (!fetchFn) {
    return clients;
  }
  let named = clientsByFetch.get(fetchFn);
  if (!named) {
    named = new Map();
    clientsByFetch.set(fetchFn, named);
  }
  return named;
}

/**
 * The client's requests sent with the given `fetch` (the server's, which its metrics see), within the
 * client's own time limits; a failure is answered as the client's own requesters answer it (status 0).
 */
function fetchRequester(fetchFn: typeof fetch): Requester {
  return {
    async send({ method, url, headers, data, connectTimeout, responseTimeout }) {
      try {
        const response = await fetchFn(url, {
          method,
          headers,
          body: (data ?? null) as BodyInit | null,
          redirect: 'manual',
          signal: AbortSignal.timeout(connectTimeout + responseTimeout),
        });
        return { status: response.status, content: await response.text(), isTimedOut: false };
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        return { status: 0, content: error instanceof Error ? error.message : 'Network request failed', isTimedOut: timedOut };
      }
    },
  };
}

/**
 * One algoliasearch client per configuration (and so one response cache). Only the hosts differ
 * between Algolia and the local search service: `{ url: 'host:port', protocol }`. The client's code
 * loads with the first search, not with every page.
 */
export async function searchClientFor(config: ServiceContext['search']): Promise<LiteClient> {
  const key = JSON.stringify([config.appId, config.apiKey, config.hosts]);
  const kept = clientsFor(config.fetchFn);
  let client = kept.get(key);
  if (!client) {
    const { liteClient: createClient } = await import('algoliasearch/lite');
    client = kept.get(key) ?? createClient(config.appId, config.apiKey, {
      hosts: config.hosts.map((host) => ({ ...host, accept: 'read' as const })),
      ...(config.fetchFn ? { requester: fetchRequester(config.fetchFn) } : {}),
    });
    kept.set(key, client);
  }
  return client;
}
