import { Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useGetEventsPageQuery, useGetEventsQuery } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { ROUTES } from '@jobpoint/site-routes';
import { LinkButton, PageSection, RichText, SectionHeading, SiteLink, StaticRegion } from '@jobpoint/ui-kit';
import { eventListArgs } from '../data/load-events';
import { EVENTS_NAMESPACE } from '../i18n/events-resources';
import { eventSearchHref, hasActiveFilters, type EventSearch } from '../search/event-search-state';
import { EventCards } from './event-card';
import { EventFilterForm } from './event-filter-form';
import { EventPager } from './event-pager';
import { useEventChoices } from './use-event-choices';

export interface EventsPageData {
  locale: Locale;
  /** Berlin date `YYYY-MM-DD` of the render; the browser hydrates with the server's day. */
  today: string;
  /** The URL's search, as the loader read it (`eventSearchFromQuery`): the page asks for the loader's list. */
  search: EventSearch;
}

/** `/veranstaltungen`: the header, the search with every filter, one page of events and the pager. */
export function EventsPage({ data: { locale, today, search } }: { data: EventsPageData }) {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  const { data: page } = useGetEventsPageQuery(locale);
  const { data: list } = useGetEventsQuery(eventListArgs(locale, today, search));
  const choices = useEventChoices(locale);
  // Labels the editors have not translated would mix German into the page: its own strings then.
  const texts = page?.locale === locale ? page.content : null;
  const header = texts?.headerSection;
  const events = list?.events ?? [];
  const filtered = hasActiveFilters(search);
  return (
    <>
      <PageSection tone="muted" labelledBy="events-title">
        {/* The texts, cards and page links take no input: a hydrating page keeps their server HTML (ADR 046). */}
        <StaticRegion deps={[page, locale]}>
          <Stack gap="4" maxW="3xl">
            <SectionHeading id="events-title" level={1} title={header?.title?.trim() || t('title')} subtitle={header?.subtitle} mb="0" />
            {header?.description && <RichText markdown={header.description} />}
          </Stack>
        </StaticRegion>
      </PageSection>
      <PageSection>
        <Stack gap="8">
          <EventFilterForm path={ROUTES.events} search={search} today={today} locale={locale} texts={texts} choices={choices} variant="list" />
          <Text role="status" fontWeight="semibold">
            {t('results.count', { count: list?.total ?? 0 })}
          </Text>
          {events.length > 0 ? (
            <StaticRegion deps={[list, locale]}>
              <EventCards events={events} locale={locale} headingLevel={2} />
            </StaticRegion>
          ) : (
            <Stack gap="4" align="flex-start">
              <Text>{filtered ? t('noResults') : texts?.noEventsText?.trim() || t('noEvents')}</Text>
              {filtered && (
                <LinkButton variant="outline" colorPalette="brand">
                  <SiteLink href={ROUTES.events} unstyled>
                    {t('filters.reset')}
                  </SiteLink>
                </LinkButton>
              )}
            </Stack>
          )}
          <Flex justify="center">
            <StaticRegion deps={[list, search, locale]}>
              <EventPager
                page={Math.min(search.page, list?.pageCount ?? 1)}
                pageCount={list?.pageCount ?? 0}
                href={(target) => eventSearchHref(ROUTES.events, { ...search, page: target })}
              />
            </StaticRegion>
          </Flex>
        </Stack>
      </PageSection>
    </>
  );
}
