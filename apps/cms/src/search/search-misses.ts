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

/** The search service's counts, or the status with which a service without the report (Algolia) refused. */
async function reportedMisses(): Promise<SearchMiss[] | { refused: number }> {
  const { baseUrl, adminKey } = searchServiceSettings();
  const response = await fetch(`${baseUrl}/internal/search-misses`, {
    headers: { Authorization: `Bearer ${adminKey}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  // Algolia has no such path (its analytics API has a report of its own): nothing to bring over, ever.
  if (response.status >= 400 && response.status < 500 && response.status !== 429) return { refused: response.status };
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

/** Brings the report up to date once; the refusal of a search service that has no report to give. */
async function updateSearchMisses(strapi: Core.Strapi): Promise<{ refused: number } | null> {
  const reported = await reportedMisses();
  if (!Array.isArray(reported)) return reported;
  const changes = missChanges(await storedMisses(strapi), reported);
  const service = strapi.documents(SEARCH_MISS);
  for (const miss of changes.create) {
    const { locale, ...data } = miss;
    await service.create({ locale, data } as never);
  }
  for (const { documentId, locale, data } of changes.update) await service.update({ documentId, locale, data } as never);
  for (const { documentId, locale } of changes.delete) await service.delete({ documentId, locale });
  return null;
}

/**
 * Copies the search service's queries without hits into the read-only collection "Suchen ohne Treffer"
 * every half minute. A failure is logged and tried again at the next turn; a search service that refuses
 * the request (Algolia, which has no such report, or a wrong key) stops it, saying so once.
 */
export function startSearchMissesReport(strapi: Core.Strapi): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    updateSearchMisses(strapi)
      .then((refusal) => {
        if (!refusal) return;
        clearInterval(timer);
        strapi.log.warn(`The search service refused the queries without hits (${refusal.refused}); the report "Suchen ohne Treffer" is no longer brought up to date`);
      })
      .catch((error: Error) => strapi.log.warn(`Queries without hits not brought over: ${error.message}`))
      .finally(() => {
        running = false;
      });
  }, SEARCH_MISSES_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
