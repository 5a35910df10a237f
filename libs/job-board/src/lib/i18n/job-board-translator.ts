import { createI18n, type Locale } from '@jobpoint/i18n';
import type { JobBoardTranslate } from '../format/job-details';
import { JOB_BOARD_NAMESPACE, jobBoardResources } from './job-board-resources';

/** One translator per language for the server's lifetime: the strings never change while it runs. */
const translators = new Map<Locale, JobBoardTranslate>();

/** The job board's UI strings in one language, with the same resources and fallbacks as the pages. */
export function jobBoardTranslator(locale: Locale): JobBoardTranslate {
  let translate = translators.get(locale);
  if (!translate) {
    translate = createI18n(locale, { [JOB_BOARD_NAMESPACE]: jobBoardResources }).getFixedT(locale, JOB_BOARD_NAMESPACE);
    translators.set(locale, translate);
  }
  return translate;
}
