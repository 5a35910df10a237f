import type { Locale } from '@jobpoint/i18n';
import { stemmer as arabicStemmer } from '@orama/stemmers/arabic';
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as germanStemmer } from '@orama/stemmers/german';
import { stemmer as turkishStemmer } from '@orama/stemmers/turkish';
import { stopwords as arabicStopwords } from '@orama/stopwords/arabic';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { stopwords as germanStopwords } from '@orama/stopwords/german';
import { stopwords as turkishStopwords } from '@orama/stopwords/turkish';

/** How Orama's tokenizer treats the text of one language: its splitter, stemmer and stop words. */
export interface LanguageAnalyzer {
  language: 'german' | 'english' | 'turkish' | 'arabic';
  stemmer: (word: string) => string;
  stopWords: string[];
}

export const LANGUAGE_ANALYZERS: Record<Locale, LanguageAnalyzer> = {
  de: { language: 'german', stemmer: germanStemmer, stopWords: germanStopwords },
  en: { language: 'english', stemmer: englishStemmer, stopWords: englishStopwords },
  tr: { language: 'turkish', stemmer: turkishStemmer, stopWords: turkishStopwords },
  ar: { language: 'arabic', stemmer: arabicStemmer, stopWords: arabicStopwords },
};
