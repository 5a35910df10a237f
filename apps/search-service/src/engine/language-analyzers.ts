import type { Locale } from '@jobpoint/i18n';
import { stemmer as arabicStemmer } from '@orama/stemmers/arabic';
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as germanStemmer } from '@orama/stemmers/german';
import { stemmer as turkishStemmer } from '@orama/stemmers/turkish';
import { stopwords as arabicStopwords } from '@orama/stopwords/arabic';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { stopwords as germanStopwords } from '@orama/stopwords/german';
import { stopwords as turkishStopwords } from '@orama/stopwords/turkish';
import { fold } from './text';

/** One word of a record or a query as the engine compares it. */
export interface Term {
  /** The word folded (lower case, no diacritics): what typos and prefixes are measured on. */
  surface: string;
  /** The folded stem: two words with one stem are the same word ("Bewerbungen", "Bewerbung"). */
  stem: string;
  /** A stop word is indexed (a word being typed may be its beginning) but never asked for as a whole. */
  stopWord: boolean;
  /**
   * The folded stem of the word it is derived from, where the stemmer gives the two different stems: a
   * German noun in -ung and its verb ("Verhandlung" and "verhandeln", "Änderung" and "ändern").
   */
  derived?: string;
}

/** A language's stemmer and stop words (Orama's: Snowball German, English, Turkish and Arabic). */
interface LanguageRules {
  stemmer: (word: string) => string;
  stopWords: readonly string[];
  /** The stem of the word a lower-case word is derived from, when it differs from the word's own. */
  derivedFrom?: (word: string, stem: string) => string | undefined;
}

/**
 * Feminine forms of German job titles: agent nouns in -er, -ist, -ant, -ent take -in or -innen
 * ("Verkäuferin", "Lageristinnen"). Without the ending they have the stem of the masculine form, so that
 * a typo in a feminine form is measured against the job title as the records have it ("Verkeuferin" is
 * one typo from "Verkäufer"). Other words ending in -in ("Termin", "Medizin") are left alone.
 */
const GERMAN_FEMININE = /(er|ist|ant|ent)(in|innen)$/;

function stemGerman(word: string): string {
  return germanStemmer(word.replace(GERMAN_FEMININE, '$1'));
}

/** A German noun made from a verb with -ung. */
const GERMAN_UNG_NOUN = /^(.{3,})ung$/;

/**
 * The stem of the verb a German noun in -ung is made from, when the stemmer gives the two different
 * stems ("Verhandlung" verhandl, "verhandeln" verhandeln; "Änderung" ander, "ändern" and), so that a
 * compound's part is found where the text has the verb ("Gehaltsverhandlung" in "Gehalt verhandeln").
 * Verbs in -eln and -ern lose their "e" before -ung ("Entwicklung", "Änderung"); others add -en.
 */
function germanVerbOf(word: string, stem: string): string | undefined {
  const base = GERMAN_UNG_NOUN.exec(word)?.[1];
  if (base === undefined) return undefined;
  let verb = `${base}en`;
  if (/e[lr]$/.test(base)) verb = `${base}n`;
  else if (/[^aeiouäöü]l$/.test(base)) verb = `${base.slice(0, -1)}eln`;
  const derived = germanStemmer(verb);
  return derived === stem ? undefined : derived;
}

/** The Turkish possessive after a vowel ("görüşme-si", "başvuru-su"), which the stemmer leaves an "s" of. */
const TURKISH_POSSESSIVE = /([aeıioöuü])s[ıiuü]$/;

/** Rounds of the Turkish stemmer: a suffix it takes off may uncover another ("hemşireler" → "hemşire" → "hemşir"). */
const TURKISH_STEM_ROUNDS = 3;

/**
 * Snowball Turkish, with the possessive's buffer "s" taken off first and the stemmer run until the word
 * no longer changes, so that a word and its suffixed forms have one stem ("görüşmesi", "görüşmelerinde"
 * and "görüşme"; "hemşireler" and "hemşire").
 */
function stemTurkish(word: string): string {
  let stem = word.length > 5 ? word.replace(TURKISH_POSSESSIVE, '$1') : word;
  for (let round = 0; round < TURKISH_STEM_ROUNDS; round += 1) {
    const next = turkishStemmer(stem);
    if (next === stem) break;
    stem = next;
  }
  return stem;
}

/** The sound feminine plural: the light Arabic stemmer leaves its alef ("مقابلات" → "مقابلا"). */
const ARABIC_FEMININE_PLURAL = 'ات';

/** The conjunction "و" ("and") written before a word, which the stemmer takes off; many roots begin with it. */
const ARABIC_AND = 'و';

/** Stems shorter than this have lost a letter of their root when the stemmer took "و" off ("وظيفة" → "ظيف"). */
const ARABIC_MIN_STEM_WITHOUT_AND = 4;

/**
 * Orama's Snowball Arabic stemmer, with the plural's alef taken off so that "مقابلات" is "مقابلة", and a
 * first "و" kept where taking it off would leave less than a root ("وظيفة" and "الوظيفة" are "وظيف").
 */
function stemArabic(word: string): string {
  let stem = arabicStemmer(word);
  if (word.endsWith(ARABIC_FEMININE_PLURAL) && stem.endsWith('ا') && stem.length > 3) stem = stem.slice(0, -1);
  if (word.startsWith(ARABIC_AND) && !stem.startsWith(ARABIC_AND) && stem.length < ARABIC_MIN_STEM_WITHOUT_AND) {
    stem = ARABIC_AND + stem;
  }
  return stem;
}

const RULES: Record<Locale, LanguageRules> = {
  de: { stemmer: stemGerman, stopWords: germanStopwords, derivedFrom: germanVerbOf },
  en: { stemmer: englishStemmer, stopWords: englishStopwords },
  tr: { stemmer: stemTurkish, stopWords: turkishStopwords },
  ar: { stemmer: stemArabic, stopWords: arabicStopwords },
};

/** Words kept in an analyzer's cache; past it the cache starts afresh (queries are open-ended). */
const CACHE_LIMIT = 100_000;

/** Turns the words of one language into terms. Results are cached per word. */
export class LanguageAnalyzer {
  private readonly stopWords: ReadonlySet<string>;
  private readonly cache = new Map<string, Term>();

  constructor(readonly locale: Locale) {
    this.stopWords = new Set(RULES[locale].stopWords);
  }

  term(word: string): Term {
    const cached = this.cache.get(word);
    if (cached !== undefined) return cached;
    const lower = word.toLocaleLowerCase(this.locale);
    const surface = fold(lower);
    const rules = RULES[this.locale];
    let term: Term = { surface, stem: surface, stopWord: true };
    if (!this.stopWords.has(lower)) {
      const stem = rules.stemmer(lower);
      const derived = rules.derivedFrom?.(lower, stem);
      term = {
        surface,
        stem: fold(stem),
        stopWord: false,
        ...(derived === undefined ? {} : { derived: fold(derived) }),
      };
    }
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(word, term);
    return term;
  }
}

const ANALYZERS = new Map<Locale, LanguageAnalyzer>();

export function analyzerFor(locale: Locale): LanguageAnalyzer {
  let analyzer = ANALYZERS.get(locale);
  if (!analyzer) {
    analyzer = new LanguageAnalyzer(locale);
    ANALYZERS.set(locale, analyzer);
  }
  return analyzer;
}
