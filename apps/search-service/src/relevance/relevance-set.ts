import type { Locale } from '@jobpoint/i18n';
import cases from './relevance-set.json';

/** What a visitor types and what they meant: a hit whose title (or name) begins with one of `expect`. */
export interface RelevanceCase {
  query: string;
  locale: Locale;
  kind: 'typo' | 'compound' | 'synonym' | 'colloquial' | 'english-on-german';
  expect: string[];
}

/**
 * The relevance set: queries in de, en, tr and ar over the site's demo content, each with the hit it
 * must bring into the first three. `relevance-set.spec.ts` runs it in the tests,
 * `tools/bench/search-relevance.mjs` against a running service and prints precision@3.
 */
export const RELEVANCE_SET = cases as RelevanceCase[];

/** Hits that count: the first three, as the overlay shows them first. */
export const RELEVANCE_DEPTH = 3;

/** Whether a case's expected hit is among the first hits' titles or names. */
export function answers(relevanceCase: RelevanceCase, names: readonly string[]): boolean {
  return names
    .slice(0, RELEVANCE_DEPTH)
    .some((name) => relevanceCase.expect.some((expected) => name.startsWith(expected)));
}
