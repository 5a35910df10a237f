import type { Locale } from '@jobpoint/i18n';
import type { TypoSettings } from './typo-distance';

/**
 * The index's relevance settings, named and defaulted as in Algolia's API reference. The hosted index
 * `jobpoint` must be configured with the same values for local and hosted results to agree
 * (docs/decisions/110-algolia-relevance-in-the-local-search.md).
 */
export interface IndexSettings extends TypoSettings {
  /**
   * Attributes in order of importance; attributes joined by a comma rank the same. A match in an
   * earlier attribute ranks higher, and within an attribute an earlier word ranks higher.
   */
  searchableAttributes: readonly string[];
  /** Records with the same value are one result (`distinct: 1`); records without it are their own. */
  attributeForDistinct: string;
  distinct: number;
  /** Only the last query word matches the beginning of longer words. */
  queryType: 'prefixLast';
  /** Languages whose query and record words are split into their compound parts. */
  decompoundLanguages: readonly Locale[];
  /**
   * Compound parts that only say "a job" (folded): a compound with one ("Bürojob", "Stellenanzeige") is
   * found by its other parts, and the generic part only ranks; as a head it may be three letters long.
   * Not an Algolia setting: Algolia's dictionary splits these words too, and this list is how the local
   * index weighs their parts (docs/decisions/112-search-synonyms-compounds-and-typos.md).
   */
  genericCompoundWords: readonly string[];
  /**
   * Words a query may have that a record need not (Algolia's `optionalWords`): words for "a job" in the
   * four languages, which people add to what they look for ("cleaning job", "temizlik işi") and which the
   * records rarely say. A record with them ranks higher (words criterion). Compared by stem in the query's
   * language; a query of optional words only needs them all.
   */
  optionalWords: readonly string[];
  /** A one-word query that equals a whole attribute value counts as exact. */
  exactOnSingleWordQuery: 'attribute';
}

export const INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: ['title,name', 'unordered(occupations)', 'company.name', 'description', 'content'],
  attributeForDistinct: 'title',
  distinct: 1,
  queryType: 'prefixLast',
  minWordSizefor1Typo: 5,
  minWordSizefor2Typos: 8,
  decompoundLanguages: ['de'],
  genericCompoundWords: ['job', 'jobs', 'stelle', 'stellen', 'arbeit', 'tatigkeit'],
  optionalWords: [
    'job',
    'jobs',
    'Stelle',
    'Stellen',
    'Arbeit',
    'Arbeitsstelle',
    'iş',
    'işler',
    'عمل',
    'وظيفة',
    'وظائف',
    'شغل',
  ],
  exactOnSingleWordQuery: 'attribute',
};

/** Algolia's modifier for an attribute whose word positions do not rank: `unordered(occupations)`. */
const UNORDERED = /^unordered\((.+)\)$/;

/** The searchable attributes as paths with their rank (0 is the most important), and whether they are unordered. */
export function rankedAttributes(settings: IndexSettings): { path: string; rank: number; unordered: boolean }[] {
  return settings.searchableAttributes.flatMap((entry, rank) =>
    entry.split(',').map((path) => {
      const unordered = UNORDERED.exec(path.trim());
      return { path: unordered ? unordered[1] : path.trim(), rank, unordered: unordered !== null };
    }),
  );
}
