import {
  languageLabelOf,
  useGetEventFormatsQuery,
  useGetEventLanguagesQuery,
  useGetLocationsQuery,
  type CmsLocation,
  type EventChoice,
} from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import type { EventChoices } from './event-filter-form';

const NONE: never[] = [];

/** The filters' choices as the loader put them in the store; a list that failed offers nothing. */
export function useEventChoices(locale: Locale): EventChoices {
  const { data: formats = NONE as EventChoice[] } = useGetEventFormatsQuery(locale);
  const { data: languages = NONE as EventChoice[] } = useGetEventLanguagesQuery(locale);
  const { data: locations = NONE as CmsLocation[] } = useGetLocationsQuery(locale);
  return {
    formats: formats.map((format) => ({ value: format.name, label: format.name })),
    // The CMS filters by the German name; readers see the name in their language.
    languages: languages.map((language) => ({ value: language.name, label: languageLabelOf(language) ?? language.name })),
    locations: locations.map((location) => ({ value: location.Titel, label: location.Titel })),
  };
}
