import type { TFunction } from 'i18next';
import type { Locale } from '@jobpoint/i18n';

/**
 * The heading over the job list: "{total} {text}" with the editors' text from the CMS, which is one plural
 * phrase ("Stellen gefunden"). Where the language needs another form for this number (one job in German,
 * English and Turkish; zero, one, two, a few or many in Arabic), the UI strings, which have every form.
 */
export function resultCountText(total: number, cmsText: string | null | undefined, locale: Locale, t: TFunction): string {
  const text = cmsText?.trim();
  if (text && new Intl.PluralRules(locale).select(total) === 'other') {
    return `${total} ${text}`;
  }
  return t('results.count', { count: total });
}
