import type { Locale } from '@jobpoint/i18n';
import type { JobRecord, SearchRecord } from '../content/search-record';
import { analyzerFor } from '../engine/language-analyzers';
import { MAX_SYNONYM_WORDS, phraseKey, termsOf } from '../engine/synonym-phrases';
import type { SynonymSet } from '../synonyms/synonym-store';

/**
 * The synonyms that name an occupation or a job category (the occupation vocabulary's objectIDs): other
 * synonyms ("Minijob", "Teilzeit") say how a job is done, not what it is, and stay query synonyms only.
 */
export const OCCUPATION_SYNONYM_ID = /^(occupation|category)-/;

/**
 * The gender marks of a job ad, which stand between the words of an occupation's name: "(m/w/d)",
 * "(f/m/x)", and the feminine ending written with a star, colon or underscore ("Sachbearbeiter*in
 * Kundenservice"), which is no word in Turkish or Arabic, whose stop words do not hold it.
 */
const GENDER_MARKS = /\((?:[a-z]\/)+[a-z]\)|[*:_](?:in|innen)\b/gi;

/** Per language, the regular synonyms by the stems of each of their words and phrases. */
type NamesByPhrase = Map<string, readonly string[][]>;

function phraseStems(text: string, locale: Locale): string {
  return phraseKey(termsOf(text, analyzerFor(locale)));
}

function namesByPhrase(synonyms: SynonymSet, locale: Locale): NamesByPhrase {
  const byPhrase = new Map<string, string[][]>();
  for (const synonym of synonyms.synonyms) {
    if (synonym.type !== 'synonym' || !OCCUPATION_SYNONYM_ID.test(synonym.objectID)) continue;
    for (const phrase of synonym.synonyms) {
      const key = phraseStems(phrase, locale);
      if (key === '') continue;
      byPhrase.set(key, [...(byPhrase.get(key) ?? []), synonym.synonyms]);
    }
  }
  return byPhrase;
}

/** The names of every occupation one of whose names is in the job's title or is its category. */
function occupationNames(job: JobRecord, byPhrase: NamesByPhrase): string[] {
  const analyzer = analyzerFor(job.language);
  const title = termsOf(job.title.replace(GENDER_MARKS, ' '), analyzer);
  const keys = new Set(job.category ? [phraseStems(job.category, job.language)] : []);
  for (let from = 0; from < title.length; from += 1) {
    for (let to = from + 1; to <= Math.min(title.length, from + MAX_SYNONYM_WORDS); to += 1) {
      keys.add(phraseKey(title.slice(from, to)));
    }
  }
  return [...new Set([...keys].flatMap((key) => (byPhrase.get(key) ?? []).flat()))];
}

/**
 * Jobs with the names of their occupation in every language (`occupations`): the regular synonyms of the
 * occupation vocabulary (`OCCUPATION_SYNONYM_ID`, seeded from `src/synonyms/occupation-vocabulary.json`
 * and kept by editors) one of whose names the job's title has or is the job's category. Jobs are written
 * in German or English only, so this is what a query in Turkish or Arabic finds them by, with typos,
 * prefixes and stems as for any word of a record. Other records are returned as they are.
 */
export function withOccupationNames(records: readonly SearchRecord[], synonyms: SynonymSet): SearchRecord[] {
  const perLanguage = new Map<Locale, NamesByPhrase>();
  return records.map((record) => {
    if (record.type !== 'job') return record;
    let byPhrase = perLanguage.get(record.language);
    if (!byPhrase) {
      byPhrase = namesByPhrase(synonyms, record.language);
      perLanguage.set(record.language, byPhrase);
    }
    const names = occupationNames(record, byPhrase);
    return names.length === 0 ? record : { ...record, occupations: names };
  });
}
