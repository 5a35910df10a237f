import { Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  SPECIAL_EVENTS,
  useGetCounsellingEventsQuery,
  useGetEventsPageQuery,
  useGetEventsQuery,
  useGetSpecialEventQuery,
  type EventSummary,
  type SpecialEvent,
} from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { ROUTES } from '@jobpoint/site-routes';
import { LinkButton, PageSection, type PageSectionTone, SectionHeading, SiteLink, StaticRegion } from '@jobpoint/ui-kit';
import { counsellingListArgs } from '../data/load-events';
import { EVENTS_NAMESPACE } from '../i18n/events-resources';
import { eventSearchHref, hasActiveFilters, type EventSearch } from '../search/event-search-state';
import { CalendarEventCard, EventCards } from './event-card';
import { EventFilterForm } from './event-filter-form';
import { useEventChoices } from './use-event-choices';

export interface CounsellingEventsData {
  locale: Locale;
  today: string;
  /** The URL's search, as the loader read it (`eventSearchFromQuery`): the lists are the loader's. */
  search: EventSearch;
}

function SpecialEventCard({ special, locale, today }: { special: SpecialEvent; locale: Locale; today: string }) {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  const { data: event } = useGetSpecialEventQuery({ special, locale, today });
  if (!event) return null;
  return (
    <Stack as="li" gap="2">
      <Text fontWeight="semibold" color="colorPalette.fg">
        {t(`counselling.${special}`)}
      </Text>
      <CalendarEventCard event={event} locale={locale} headingLevel={3} />
    </Stack>
  );
}

/** One list with its 'load more' link, which shows one step more of the same search. */
function EventList({
  id,
  title,
  events,
  total,
  moreHref,
  emptyText,
  locale,
  tone,
}: {
  id: string;
  title: string;
  events: EventSummary[];
  total: number;
  moreHref: string;
  emptyText: string;
  locale: Locale;
  tone: PageSectionTone;
}) {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  return (
    <StaticRegion deps={[events, total, moreHref, emptyText, title, locale, tone]}>
      <PageSection tone={tone} labelledBy={id} id={id.replace('-title', '')}>
        <Stack gap="6">
          <SectionHeading id={id} title={title} mb="0" />
          {events.length > 0 ? <EventCards events={events} locale={locale} headingLevel={3} /> : <Text>{emptyText}</Text>}
          {events.length < total && (
            <Flex justify="center">
              <LinkButton variant="outline" colorPalette="brand">
                {/* A link, so 'load more' works without script and the longer list has an address. */}
                <SiteLink href={moreHref} unstyled>
                  {t('loadMore')}
                </SiteLink>
              </LinkButton>
            </Flex>
          )}
        </Stack>
      </PageSection>
    </StaticRegion>
  );
}

/**
 * The counselling page's events: the two highlights (next job dating, next Turkish event), the event
 * finder, and the current and previous events, each list grown by 'load more'. The highlights and the
 * lists have no interaction of their own: the browser keeps their server HTML until a search changes them
 * (ADR 046), which spares a phone hydrating their cards and formatting their dates.
 */
export function CounsellingEvents({ data: { locale, today, search } }: { data: CounsellingEventsData }) {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  const { data: page } = useGetEventsPageQuery(locale);
  const { data: counselling } = useGetCounsellingEventsQuery(locale);
  const { data: current } = useGetEventsQuery(counsellingListArgs(locale, today, search, 'upcoming'));
  const { data: previous } = useGetEventsQuery(counsellingListArgs(locale, today, search, 'past'));
  const { data: jobDating } = useGetSpecialEventQuery({ special: 'jobDating', locale, today });
  const { data: turkish } = useGetSpecialEventQuery({ special: 'turkish', locale, today });
  const choices = useEventChoices(locale);
  // Labels the editors have not translated would mix German into the page: its own strings then.
  const texts = page?.locale === locale ? page.content : null;
  const titles = counselling?.locale === locale ? counselling.content : undefined;
  const noEvents = hasActiveFilters(search) ? t('noResults') : texts?.noEventsText?.trim() || t('noEvents');
  const path = ROUTES.counselling;
  return (
    <>
      {(jobDating || turkish) && (
        <StaticRegion deps={[jobDating, turkish, titles?.specialEventsTitle, locale, today]}>
          <PageSection labelledBy="special-events-title">
            <SectionHeading id="special-events-title" title={titles?.specialEventsTitle?.trim() || t('counselling.specialEvents')} />
            <Flex as="ul" listStyleType="none" gap="6" direction={{ base: 'column', md: 'row' }}>
              {SPECIAL_EVENTS.map((special) => (
                <SpecialEventCard key={special} special={special} locale={locale} today={today} />
              ))}
            </Flex>
          </PageSection>
        </StaticRegion>
      )}
      <PageSection tone="muted" labelledBy="event-finder-title">
        <SectionHeading id="event-finder-title" title={texts?.headerSection?.title?.trim() || t('title')} />
        <EventFilterForm path={path} search={search} today={today} locale={locale} texts={texts} choices={choices} variant="counselling" />
      </PageSection>
      <EventList
        id="current-events-title"
        title={titles?.eventsTitle?.trim() || texts?.currentEventsTitle?.trim() || t('counselling.currentEvents')}
        events={current?.events ?? []}
        total={current?.total ?? 0}
        moreHref={`${eventSearchHref(path, { ...search, page: search.page + 1 })}#current-events`}
        emptyText={noEvents}
        locale={locale}
        tone="plain"
      />
      <EventList
        id="previous-events-title"
        title={titles?.previousEventsTitle?.trim() || texts?.previousEventsTitle?.trim() || t('counselling.previousEvents')}
        events={previous?.events ?? []}
        total={previous?.total ?? 0}
        moreHref={`${eventSearchHref(path, { ...search, previousPage: search.previousPage + 1 })}#previous-events`}
        emptyText={noEvents}
        locale={locale}
        tone="muted"
      />
      <PageSection py={{ base: '6', md: '8' }}>
        <SiteLink href={ROUTES.events} color="colorPalette.fg" textDecoration="underline">
          {t('detail.allEvents')}
        </SiteLink>
      </PageSection>
    </>
  );
}
