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
}

/** A language's stemmer and stop words (Orama's: Snowball German, English and Turkish, light Arabic). */
interface LanguageRules {
  stemmer: (word: string) => string;
  stopWords: readonly string[];
}

/** The sound feminine plural: the light Arabic stemmer leaves its alef ("مقابلات" → "مقابلا"). */
const ARABIC_FEMININE_PLURAL = 'ات';

/** Orama's light Arabic stemmer, with the plural's alef taken off so that "مقابلات" is "مقابلة". */
function stemArabic(word: string): string {
  const stem = arabicStemmer(word);
  return word.endsWith(ARABIC_FEMININE_PLURAL) && stem.endsWith('ا') && stem.length > 3 ? stem.slice(0, -1) : stem;
}

const RULES: Record<Locale, LanguageRules> = {
  de: { stemmer: germanStemmer, stopWords: germanStopwords },
  en: { stemmer: englishStemmer, stopWords: englishStopwords },
  tr: { stemmer: turkishStemmer, stopWords: turkishStopwords },
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
    const term = this.stopWords.has(lower)
      ? { surface, stem: surface, stopWord: true }
      : { surface, stem: fold(RULES[this.locale].stemmer(lower)), stopWord: false };
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
