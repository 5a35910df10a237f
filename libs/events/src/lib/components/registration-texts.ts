import { useGetEventRegistrationTextsQuery } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';

/**
 * The registration's texts from the CMS in the page's language; `undefined` while they cannot be read or
 * when the editors have not translated them (German would mix into the page): the form's own strings then.
 */
export function useRegistrationTexts(locale: Locale) {
  const { data } = useGetEventRegistrationTextsQuery(locale);
  return data?.locale === locale ? data.content : undefined;
}
