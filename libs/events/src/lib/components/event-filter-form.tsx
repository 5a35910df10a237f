import { Box, Button, chakra, Field, Flex, HStack, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { EVENT_KINDS, type EventsPageContent } from '@jobpoint/cms-client';
import { LOCALE_QUERY_PARAM, type Locale } from '@jobpoint/i18n';
import { FilterActions, formatMonthOfYear, SearchField, withLocaleParam } from '@jobpoint/ui-kit';
import { EVENTS_NAMESPACE } from '../i18n/events-resources';
import {
  EVENT_PARAMS,
  eventSearchFromQuery,
  eventSearchHref,
  hasActiveFilters,
  SEARCH_TEXT_MAX_LENGTH,
  SORT_VALUES,
  TIME_VALUES,
  type EventSearch,
} from '../search/event-search-state';

const Checkbox = chakra('input', { base: { boxSize: '5', flexShrink: 0, accentColor: 'colorPalette.solid', cursor: 'pointer', mt: '0.5' } });
const Form = chakra('form');

/** How many choices of a filter show before 'show more'. */
const SHOWN_CHOICES = 4;

export interface FilterChoice {
  /** What the CMS filters by (a format's or language's name, a location's title). */
  value: string;
  label: string;
}

export interface EventChoices {
  formats: FilterChoice[];
  locations: FilterChoice[];
  languages: FilterChoice[];
}

/** The text the CMS gives, or the UI string. */
function either(text: string | null | undefined, fallback: string): string {
  return text?.trim() || fallback;
}

/**
 * The choices of one filter as checkboxes; beyond the first few, 'show more' opens the rest (choices
 * already ticked always show, so a search never hides what it filters by).
 */
function ChoiceGroup({ name, legend, choices, selected, texts }: { name: string; legend: string; choices: FilterChoice[]; selected: readonly string[]; texts: EventsPageContent | null }) {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  const [expanded, setExpanded] = useState(false);
  if (choices.length === 0) return null;
  const shown = expanded ? choices : choices.filter((choice, index) => index < SHOWN_CHOICES || selected.includes(choice.value));
  const listId = `${name}-choices`;
  return (
    <Box as="fieldset" minW="0">
      <Box as="legend" fontWeight="semibold" mb="2">
        {legend}
      </Box>
      <Stack gap="2" id={listId}>
        {shown.map((choice) => (
          <HStack as="label" key={choice.value} gap="3" align="flex-start" cursor="pointer">
            <Checkbox type="checkbox" name={name} value={choice.value} defaultChecked={selected.includes(choice.value)} />
            <span>{choice.label}</span>
          </HStack>
        ))}
      </Stack>
      {choices.length > shown.length || expanded ? (
        <Button
          type="button"
          variant="plain"
          colorPalette="brand"
          px="0"
          mt="1"
          minH="11"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? either(texts?.showLessText, t('filters.showLess')) : either(texts?.showMoreText, t('filters.showMore'))}
        </Button>
      ) : null}
    </Box>
  );
}

/** The twelve months from the current one on, each with the year it falls in (December, then January). */
function monthOptions(today: string, locale: Locale): { month: number; label: string }[] {
  const year = Number(today.slice(0, 4));
  const current = Number(today.slice(5, 7));
  return Array.from({ length: 12 }, (_, index) => {
    const month = ((current - 1 + index) % 12) + 1;
    return { month, label: formatMonthOfYear(month < current ? year + 1 : year, month, locale) };
  });
}

function SelectField({ label, name, value, children }: { label: string; name: string; value: string; children: React.ReactNode }) {
  return (
    <Field.Root>
      <Field.Label fontWeight="semibold">{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} defaultValue={value}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export interface EventFilterFormProps {
  /** The page the search belongs to (the form's action). */
  path: string;
  search: EventSearch;
  today: string;
  locale: Locale;
  texts: EventsPageContent | null;
  choices: EventChoices;
  /**
   * `list`: every filter of the events list (kinds, period, sort). `counselling`: the counselling page's
   * finder, with presence and online toggles and no period (it shows current and previous events).
   */
  variant: 'list' | 'counselling';
}

/**
 * The events search. A plain GET form, so it works before the page's script has loaded; with script, a
 * submit navigates in the app to the search's canonical URL (defaults left out, first page).
 */
export function EventFilterForm({ path, search, today, locale, texts, choices, variant }: EventFilterFormProps) {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  const navigate = useNavigate();
  const location = useLocation();
  const urlLocale = new URLSearchParams(location.search).get(LOCALE_QUERY_PARAM);
  const { filters } = search;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') params.append(name, value);
    }
    navigate(withLocaleParam(eventSearchHref(path, eventSearchFromQuery(params)), urlLocale));
  };

  return (
    <Form role="search" aria-label={t('search.region')} method="get" action={path} onSubmit={onSubmit}>
      {urlLocale && <input type="hidden" name={LOCALE_QUERY_PARAM} value={urlLocale} />}
      <Stack gap="5">
        <SearchField
          label={t('search.label')}
          name={EVENT_PARAMS.text}
          defaultValue={filters.text ?? ''}
          placeholder={either(texts?.searchPlaceholder, t('search.placeholder'))}
          submitText={t('search.submit')}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
        />

        {/* One column on phones: two did not fit the selected option ("Datum aufsteigend") at 360 px. */}
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="5" alignItems="start">
          <SelectField label={either(texts?.monthLabel, t('filters.month'))} name={EVENT_PARAMS.month} value={filters.month ? String(filters.month) : ''}>
            <option value="">{t('filters.anyMonth')}</option>
            {monthOptions(today, locale).map(({ month, label }) => (
              <option key={month} value={month}>
                {label}
              </option>
            ))}
          </SelectField>
          {variant === 'list' ? (
            <>
              <SelectField label={t('filters.time')} name={EVENT_PARAMS.time} value={TIME_VALUES[filters.time ?? 'upcoming']}>
                {(['upcoming', 'past', 'all'] as const).map((time) => (
                  <option key={time} value={TIME_VALUES[time]}>
                    {t(`filters.times.${time}`)}
                  </option>
                ))}
              </SelectField>
              <SelectField label={t('filters.sort')} name={EVENT_PARAMS.sort} value={filters.sort ? SORT_VALUES[filters.sort] : ''}>
                <option value="">{t(`filters.sorts.${filters.time === 'past' ? 'desc' : 'asc'}`)}</option>
                <option value={SORT_VALUES[filters.time === 'past' ? 'asc' : 'desc']}>{t(`filters.sorts.${filters.time === 'past' ? 'asc' : 'desc'}`)}</option>
              </SelectField>
              <Box as="fieldset" minW="0">
                <Box as="legend" fontWeight="semibold" mb="2">
                  {t('filters.kinds')}
                </Box>
                <Stack gap="2">
                  {EVENT_KINDS.map((kind) => (
                    <HStack as="label" key={kind} gap="3" align="flex-start" cursor="pointer">
                      <Checkbox type="checkbox" name={EVENT_PARAMS.kinds} value={kind} defaultChecked={filters.kinds?.includes(kind)} />
                      <span>{t(`kind.${kind}`)}</span>
                    </HStack>
                  ))}
                </Stack>
              </Box>
            </>
          ) : (
            <Box as="fieldset" minW="0">
              <Box as="legend" fontWeight="semibold" mb="2">
                {t('filters.kinds')}
              </Box>
              <Flex gap="5" wrap="wrap">
                {(
                  [
                    ['Praesenz', either(texts?.presenceLabel, t('filters.presence'))],
                    ['Online', either(texts?.onlineLabel, t('filters.online'))],
                  ] as const
                ).map(([kind, label]) => (
                  <HStack as="label" key={kind} gap="3" cursor="pointer">
                    <Checkbox type="checkbox" role="switch" name={EVENT_PARAMS.kinds} value={kind} defaultChecked={filters.kinds?.includes(kind)} />
                    <span>{label}</span>
                  </HStack>
                ))}
              </Flex>
            </Box>
          )}
        </SimpleGrid>

        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5" alignItems="start">
          <ChoiceGroup name={EVENT_PARAMS.formats} legend={either(texts?.formatLabel, t('filters.formats'))} choices={choices.formats} selected={filters.formats ?? []} texts={texts} />
          <ChoiceGroup name={EVENT_PARAMS.locations} legend={either(texts?.locationLabel, t('filters.locations'))} choices={choices.locations} selected={filters.locations ?? []} texts={texts} />
          <ChoiceGroup name={EVENT_PARAMS.languages} legend={either(texts?.languageLabel, t('filters.languages'))} choices={choices.languages} selected={filters.languages ?? []} texts={texts} />
        </SimpleGrid>

        <FilterActions applyLabel={t('filters.apply')} resetLabel={t('filters.reset')} resetHref={hasActiveFilters(search) ? path : null} />
      </Stack>
    </Form>
  );
}
