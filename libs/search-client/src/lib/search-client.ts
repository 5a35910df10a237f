import type { LiteClient } from 'algoliasearch/lite';
import type { SearchConfig } from '@jobpoint/store';

const clients = new Map<string, LiteClient>();

/**
 * One algoliasearch client per configuration (and so one response cache). Only the hosts differ
 * between Algolia and the local search service: `{ url: 'host:port', protocol }`. The client's code
 * loads with the first search, not with every page.
 */
export async function searchClientFor(config: SearchConfig): Promise<LiteClient> {
  const key = JSON.stringify([config.appId, config.apiKey, config.hosts]);
  let client = clients.get(key);
  if (!client) {
    const { liteClient } = await import('algoliasearch/lite');
    client = clients.get(key) ?? liteClient(config.appId, config.apiKey, {
      hosts: config.hosts.map((host) => ({ ...host, accept: 'read' as const })),
    });
    clients.set(key, client);
  }
  return client;
}
