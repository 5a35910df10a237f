import type { SynonymHit } from '@algolia/client-search';

/** A synonym as the CMS stores it (`api::synonym.synonym`): Algolia's synonym object, in one language. */
export interface StoredSynonym {
  documentId: string;
  locale: string;
  objectID?: string | null;
  type: 'synonym' | 'oneWaySynonym';
  input?: string | null;
  synonyms: unknown;
}

/** The fields an editor writes, as a create or an update gives them (an update may leave some out). */
export interface SynonymFields {
  objectID?: unknown;
  type?: unknown;
  input?: unknown;
  synonyms?: unknown;
}

const words = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((word): word is string => typeof word === 'string').map((word) => word.trim()) : [];

/**
 * What is wrong with a synonym, in the words the admin shows at the field (German, then English), or
 * null. Algolia's own rules: a regular synonym names at least two words or phrases, a one-way synonym an
 * input and at least one replacement; no word is empty.
 */
export function synonymProblem({ type = 'synonym', input, synonyms }: SynonymFields): { path: string; message: string } | null {
  if (type !== 'synonym' && type !== 'oneWaySynonym') {
    return { path: 'type', message: 'Art: „synonym“ oder „oneWaySynonym“ / type: synonym or oneWaySynonym' };
  }
  const list = words(synonyms);
  if (!Array.isArray(synonyms) || list.length !== synonyms.length || list.some((word) => word === '')) {
    return {
      path: 'synonyms',
      message: 'Synonyme: eine Liste von Wörtern, z. B. ["Elektriker", "Stromer"] / synonyms: a list of words, e.g. ["Elektriker", "Stromer"]',
    };
  }
  if (type === 'synonym' && list.length < 2) {
    return { path: 'synonyms', message: 'Mindestens zwei Wörter, die dasselbe meinen / at least two words that mean the same' };
  }
  if (type === 'oneWaySynonym' && (typeof input !== 'string' || input.trim() === '')) {
    return { path: 'input', message: 'Eingabe: das Wort, das gesucht wird / input: the word people search for' };
  }
  if (type === 'oneWaySynonym' && list.length < 1) {
    return { path: 'synonyms', message: 'Mindestens ein Wort, das die Eingabe auch findet / at least one word the input also finds' };
  }
  return null;
}

/**
 * The id a new synonym gets when the editor leaves it empty, read like the seed's (`de-minijob`): its
 * language and its first word, letters and digits only, accents dropped (`de-elektriker`); the caller
 * numbers it on when it is taken.
 */
export function objectIdFor(locale: string, { input, synonyms }: SynonymFields): string {
  const word = (typeof input === 'string' && input.trim()) || words(synonyms)[0] || 'synonym';
  const slug = word
    .toLocaleLowerCase(locale)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${locale}-${slug || 'synonym'}`;
}

/**
 * The object's id at the search service: the one stored, or, for an entry written past the checks (an
 * import into the database), one made of its language and document, which stays the same for its life.
 */
export function synonymObjectId({ objectID, locale, documentId }: Pick<StoredSynonym, 'objectID' | 'locale' | 'documentId'>): string {
  return objectID?.trim() || `${locale}-${documentId}`;
}

/** The synonym as Algolia's API takes it (`SynonymHit` of the algoliasearch v5 client). */
export function algoliaSynonym(entry: StoredSynonym): SynonymHit {
  const objectID = synonymObjectId(entry);
  const synonyms = words(entry.synonyms);
  return entry.type === 'oneWaySynonym'
    ? { objectID, type: 'onewaysynonym', input: (entry.input ?? '').trim(), synonyms }
    : { objectID, type: 'synonym', synonyms };
}
