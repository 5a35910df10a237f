import type { Core, UID } from '@strapi/strapi';

import { COLLECTION_TYPES } from '../content-types';
import { searchServiceSettings } from './search-service';

const SEARCH_MISS = COLLECTION_TYPES['search-miss'].uid as UID.ContentType;

/** How often the report is brought up to date: it is to be no more than a minute behind the searches. */
const SEARCH_MISSES_INTERVAL_MS = 30_000;
const REQUEST_TIMEOUT_MS = 10_000;
const PAGE_SIZE = 500;

/** A query without hits as the search service counts it (`GET /internal/search-misses`). */
export interface SearchMiss {
  query: string;
  locale: string;
  count: number;
  lastSeen: string;
  suggestion: string | null;
}

interface StoredMiss extends SearchMiss {
  documentId: string;
}

export interface MissChanges {
  create: SearchMiss[];
  update: { documentId: string; locale: string; data: Pick<SearchMiss, 'count' | 'lastSeen' | 'suggestion'> }[];
  delete: { documentId: string; locale: string }[];
}

const keyOf = ({ query, locale }: Pick<SearchMiss, 'query' | 'locale'>) => `${locale}\u0000${query}`;

/**
 * What makes the stored report the search service's: new queries, changed counts, and the queries the
 * service no longer lists (it keeps a bounded number, the longest unseen go first).
 */
export function missChanges(stored: readonly StoredMiss[], reported: readonly SearchMiss[]): MissChanges {
  const storedByKey = new Map(stored.map((miss) => [keyOf(miss), miss]));
  const reportedKeys = new Set(reported.map(keyOf));
  const changes: MissChanges = { create: [], update: [], delete: [] };
  for (const miss of reported) {
    const kept = storedByKey.get(keyOf(miss));
    if (!kept) {
      changes.create.push(miss);
    } else if (kept.count !== miss.count || Date.parse(kept.lastSeen) !== Date.parse(miss.lastSeen) || (kept.suggestion ?? null) !== miss.suggestion) {
      changes.update.push({ documentId: kept.documentId, locale: kept.locale, data: { count: miss.count, lastSeen: miss.lastSeen, suggestion: miss.suggestion } });
    }
  }
  for (const miss of stored) {
    if (!reportedKeys.has(keyOf(miss))) changes.delete.push({ documentId: miss.documentId, locale: miss.locale });
  }
  return changes;
}

async function reportedMisses(): Promise<SearchMiss[] | null> {
  const { baseUrl, adminKey } = searchServiceSettings();
  const response = await fetch(`${baseUrl}/internal/search-misses`, {
    headers: { Authorization: `Bearer ${adminKey}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  // Algolia has no such report (its analytics API has one of its own): nothing to bring over.
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return ((await response.json()) as { misses: SearchMiss[] }).misses;
}

async function storedMisses(strapi: Core.Strapi): Promise<StoredMiss[]> {
  const stored: StoredMiss[] = [];
  for (let start = 0; ; start += PAGE_SIZE) {
    const page = (await strapi.documents(SEARCH_MISS).findMany({ locale: '*', start, limit: PAGE_SIZE, sort: 'id' })) as unknown as StoredMiss[];
    stored.push(...page);
    if (page.length < PAGE_SIZE) return stored;
  }
}

/** Brings the report up to date once; false when the search service has no report to give. */
async function updateSearchMisses(strapi: Core.Strapi): Promise<boolean> {
  const reported = await reportedMisses();
  if (reported === null) return false;
  const changes = missChanges(await storedMisses(strapi), reported);
  const service = strapi.documents(SEARCH_MISS);
  for (const miss of changes.create) {
    const { locale, ...data } = miss;
    await service.create({ locale, data } as never);
  }
  for (const { documentId, locale, data } of changes.update) await service.update({ documentId, locale, data } as never);
  for (const { documentId, locale } of changes.delete) await service.delete({ documentId, locale });
  return true;
}

/**
 * Copies the search service's queries without hits into the read-only collection "Suchen ohne Treffer"
 * every half minute. A failure is logged and tried again at the next turn; a service without a report
 * (Algolia) stops it.
 */
export function startSearchMissesReport(strapi: Core.Strapi): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    updateSearchMisses(strapi)
      .then((available) => {
        if (available) return;
        clearInterval(timer);
        strapi.log.info('The search service reports no queries without hits; the report "Suchen ohne Treffer" stays as it is');
      })
      .catch((error: Error) => strapi.log.warn(`Queries without hits not brought over: ${error.message}`))
      .finally(() => {
        running = false;
      });
  }, SEARCH_MISSES_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
