import { InvalidParamsError } from '../algolia/errors';

/** Algolia's synonym types that this service applies: every word stands for the others, or the input for the synonyms. */
export type SynonymType = 'synonym' | 'onewaysynonym';

/** A synonym object as Algolia's API has it (`SynonymHit` of the algoliasearch v5 client). */
export type Synonym =
  | { objectID: string; type: 'synonym'; synonyms: string[] }
  | { objectID: string; type: 'onewaysynonym'; input: string; synonyms: string[] };

/** Algolia spells the one-way type both ways. */
const TYPES: Record<string, SynonymType> = {
  synonym: 'synonym',
  onewaysynonym: 'onewaysynonym',
  oneWaySynonym: 'onewaysynonym',
};

function phrase(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new InvalidParamsError(`${what} must be a non-empty string`);
  }
  return value.trim();
}

function phrases(value: unknown, what: string, min: number): string[] {
  if (!Array.isArray(value) || value.length < min) {
    throw new InvalidParamsError(`${what} must be a list of at least ${min} words or phrases`);
  }
  return value.map((item) => phrase(item, `Each of ${what}`));
}

/**
 * A synonym object from a request body, checked as Algolia checks it. Alternative corrections and
 * placeholders are Algolia types this service does not apply, so it refuses them rather than store
 * something that would have no effect.
 */
export function parseSynonym(value: unknown): Synonym {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new InvalidParamsError('A synonym must be a JSON object');
  }
  const body = value as Record<string, unknown>;
  const objectID = phrase(body['objectID'], 'objectID');
  const type = TYPES[String(body['type'])];
  if (!type) {
    throw new InvalidParamsError(
      `Synonym type ${JSON.stringify(body['type'])} is not supported here: use synonym or onewaysynonym`,
    );
  }
  if (type === 'synonym') {
    return { objectID, type, synonyms: phrases(body['synonyms'], 'synonyms', 2) };
  }
  return { objectID, type, input: phrase(body['input'], 'input'), synonyms: phrases(body['synonyms'], 'synonyms', 1) };
}

/** Every word or phrase of a synonym object, for searching among them. */
export function wordsOfSynonym(synonym: Synonym): string[] {
  return synonym.type === 'synonym' ? synonym.synonyms : [synonym.input, ...synonym.synonyms];
}
