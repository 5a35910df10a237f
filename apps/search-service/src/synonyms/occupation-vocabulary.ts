import vocabulary from './occupation-vocabulary.json';
import { parseSynonym, type Synonym } from './synonym';

/**
 * The names of the occupations and job categories of the job board in de, en, tr and ar, official and
 * colloquial, one regular synonym per occupation (`occupation-vocabulary.json`, kept by editors in the
 * content service, which sends it through the synonyms API). An index starts with it beside the seed
 * synonyms until the content service sends its own; each entry is checked as the synonyms API checks it,
 * and its `source` (the taxonomy it is taken from) stays in the file.
 */
export const OCCUPATION_VOCABULARY: readonly Synonym[] = vocabulary.map(parseSynonym);
