import { Box, chakra, Field, Flex, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { JobBoardFilter } from '@jobpoint/cms-client';
import { LOCALE_QUERY_PARAM, type Locale } from '@jobpoint/i18n';
import { entryName, JOB_BOARD_PATH, type JobSearch, type PublicViewConstants } from '@jobpoint/jobs-client';
import { FilterActions, SearchField, StaticRegion, useSearchFormSubmit } from '@jobpoint/ui-kit';
import { JOB_BOARD_NAMESPACE } from '../i18n/job-board-resources';
import {
  FILTER_SOURCES,
  hasActiveFilters,
  JOB_ORDERS,
  jobBoardHref,
  jobOrderOf,
  SEARCH_PARAMS,
  searchStateFromQuery,
  withoutFilters,
  type JobOrder,
} from '../search/search-state';

const Checkbox = chakra('input', { base: { boxSize: '5', flexShrink: 0, accentColor: 'colorPalette.solid', cursor: 'pointer', mt: '0.5' } });
const Summary = chakra('summary');
const Details = chakra('details');
const Form = chakra('form');

export interface JobSearchFormProps {
  search: JobSearch;
  locale: Locale;
  constants: PublicViewConstants | undefined;
  filters: readonly JobBoardFilter[];
  /** Special-event flags with their labels; a flag without a label is not offered. */
  specialEvents: { number: 1 | 2; label: string }[];
  placeholder?: string | null;
  filterTitle?: string | null;
  resetText?: string | null;
}

interface FilterOption {
  id: number;
  text: string;
  lang: string;
}

function filterOptions(filter: JobBoardFilter, constants: PublicViewConstants, locale: Locale): FilterOption[] {
  if (filter === 'zipCodes') {
    return constants.zip_codes.map((entry) => ({ id: entry.id, text: [entry.zip, entry.place_name].filter(Boolean).join(' '), lang: 'de' }));
  }
  return constants[FILTER_SOURCES[filter]].map((entry) => ({ id: entry.id, ...entryName(entry, locale) }));
}

function FilterGroup({ name, legend, options, selected }: { name: string; legend: string; options: FilterOption[]; selected: number[] }) {
  const { t } = useTranslation(JOB_BOARD_NAMESPACE);
  return (
    <Details borderWidth="1px" borderColor="border" borderRadius="md" open={selected.length > 0 || undefined}>
      <Summary
        cursor="pointer"
        px="4"
        py="3"
        minH="11"
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="2"
        fontWeight="semibold"
        listStyleType="none"
        css={{ '&::-webkit-details-marker': { display: 'none' }, 'details[open] > & svg': { transform: 'rotate(180deg)' } }}
      >
        <span>
          {legend}
          {selected.length > 0 && (
            <Text as="span" fontWeight="normal" color="fg.muted">
              {' '}
              ({t('filters.selected', { count: selected.length })})
            </Text>
          )}
        </span>
        <ChevronDown aria-hidden="true" />
      </Summary>
      <Box as="fieldset" px="4" pb="4" maxH="72" overflowY="auto">
        <Box as="legend" srOnly>
          {legend}
        </Box>
        <Stack gap="2">
          {options.map((option) => (
            <HStack as="label" key={option.id} gap="3" align="flex-start" cursor="pointer">
              <Checkbox type="checkbox" name={name} value={option.id} defaultChecked={selected.includes(option.id)} />
              <span lang={option.lang}>{option.text}</span>
            </HStack>
          ))}
        </Stack>
      </Box>
    </Details>
  );
}

/** The filter panels; a component of its own, so a hydrating page that keeps their HTML builds none of their options. */
function FilterGroups({ filters, search, constants, locale }: { filters: readonly JobBoardFilter[]; search: JobSearch; constants: PublicViewConstants; locale: Locale }) {
  const { t } = useTranslation(JOB_BOARD_NAMESPACE);
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3" alignItems="start">
      {filters.map((filter) => (
        <FilterGroup
          key={filter}
          name={SEARCH_PARAMS[filter]}
          legend={t(`filters.${filter}`)}
          options={filterOptions(filter, constants, locale)}
          selected={search[filter]}
        />
      ))}
    </SimpleGrid>
  );
}

/**
 * The search box and the filters. A plain GET form to the job board, so it works before the page's script
 * has loaded; with script, a submit navigates in the app to the search's canonical URL (defaults left out).
 */
export function JobSearchForm({ search, locale, constants, filters, specialEvents, placeholder, filterTitle, resetText }: JobSearchFormProps) {
  const { t } = useTranslation(JOB_BOARD_NAMESPACE);
  const { urlLocale, onSubmit } = useSearchFormSubmit((params) => jobBoardHref(searchStateFromQuery(params)));

  const order = jobOrderOf(search);
  const visibleFilters = constants ? filters : [];

  return (
    <Form role="search" aria-label={t('search.region')} method="get" action={JOB_BOARD_PATH} onSubmit={onSubmit}>
      {urlLocale && <input type="hidden" name={LOCALE_QUERY_PARAM} value={urlLocale} />}
      <Stack gap="5">
        <SearchField
          label={t('search.label')}
          name={SEARCH_PARAMS.query}
          defaultValue={search.query}
          placeholder={placeholder || t('search.placeholder')}
          submitText={t('search.submit')}
        />

        <Stack gap="3">
          <Text as="h2" fontWeight="bold" fontSize="lg">
            {filterTitle || t('filters.title')}
          </Text>
          {visibleFilters.length > 0 && constants && (
            // Native panels and checkboxes that the form reads when it is sent: nothing to hydrate (ADR 046).
            <StaticRegion deps={[constants, locale, visibleFilters.join()]}>
              <FilterGroups filters={visibleFilters} search={search} constants={constants} locale={locale} />
            </StaticRegion>
          )}
          <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }} wrap="wrap">
            {specialEvents.length > 0 && (
              <Box as="fieldset" flex="1">
                <Box as="legend" fontWeight="semibold" mb="2">
                  {t('filters.specialEvents')}
                </Box>
                <Flex gap="4" wrap="wrap">
                  {specialEvents.map((event) => (
                    <HStack as="label" key={event.number} gap="3" cursor="pointer">
                      <Checkbox
                        type="checkbox"
                        name={SEARCH_PARAMS.specialEvents}
                        value={event.number}
                        defaultChecked={event.number === 1 ? search.specialEvent1 : search.specialEvent2}
                      />
                      <span>{event.label}</span>
                    </HStack>
                  ))}
                </Flex>
              </Box>
            )}
            <Field.Root maxW={{ md: 'xs' }}>
              <Field.Label fontWeight="semibold">{t('order.label')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field name={SEARCH_PARAMS.order} defaultValue={order}>
                  {(Object.keys(JOB_ORDERS) as JobOrder[]).map((value) => (
                    <option key={value} value={value}>
                      {t(`order.${value}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Flex>
          <FilterActions
            applyLabel={t('filters.apply')}
            resetLabel={resetText || t('filters.reset')}
            resetHref={hasActiveFilters(search) ? jobBoardHref(withoutFilters(search)) : null}
          />
        </Stack>
      </Stack>
    </Form>
  );
}
