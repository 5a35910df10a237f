import { LocaleProvider } from '@chakra-ui/react';
import { useGetEventQuery, type EventDetail } from '@jobpoint/cms-client';
import { localeDirection, type Locale } from '@jobpoint/i18n';
import { pagePath } from '@jobpoint/site-routes';
import { isCmsButtonShown, JsonLdScript, StaticRegion, type PageSectionTone } from '@jobpoint/ui-kit';
import { buildEventJsonLd } from '../json-ld/event-json-ld';
import {
  AllEventsSection,
  EventAboutSection,
  EventExhibitionSection,
  EventHeadSection,
  EventLinksSection,
  EventRatingsSection,
  EventRegistrationSection,
} from './event-detail-sections';
import { registrationOpen } from './registration-code';

/** Who holds the events, for the structured data. */
const ORGANIZER_NAME = 'jobpoint berlin';

export interface EventPageData {
  slug: string;
  locale: Locale;
  today: string;
  /** The site's origin as the request reached it, for the structured data's absolute URLs. */
  origin: string;
}

/**
 * The event's structured data, built when it renders: inside a static region a hydrating page keeps the
 * server's and formats none of its dates in Berlin's time (a phone's first such formatter is a long task).
 */
function EventStructuredData({ event, url, origin, locale }: { event: EventDetail; url: string; origin: string; locale: Locale }) {
  return <JsonLdScript data={buildEventJsonLd(event, { url, origin, organizerName: ORGANIZER_NAME, pageLocale: locale })} />;
}

/** The event's page content, in the language it came in: its sections, in bands of alternating tone. */
function EventContent({ event, today, locale, origin }: { event: EventDetail; today: string; locale: Locale; origin: string }) {
  const open = registrationOpen(event, today);
  const pageUrl = `${origin}${pagePath('event', { slug: event.slug ?? '' })}`;
  const moreInfo = event.additionalInfos.some((button) => isCmsButtonShown(button, today));
  // The bands after the first alternate, whichever of them the event has.
  const shown = [Boolean(event.content), Boolean(event.exhibition), event.ratings.length > 0, moreInfo || event.partners.length > 0, open];
  const tone = (index: number): PageSectionTone => (shown.slice(0, index).filter(Boolean).length % 2 === 0 ? 'plain' : 'muted');
  return (
    <>
      {/* Every band but the registration takes no input: a hydrating page keeps their server HTML (ADR 046). */}
      <StaticRegion deps={[event, today, locale]}>
        <EventHeadSection event={event} today={today} locale={locale} open={open} />
        {event.content && <EventAboutSection content={event.content} tone={tone(0)} />}
        {event.exhibition && <EventExhibitionSection event={event} exhibition={event.exhibition} locale={locale} tone={tone(1)} />}
        {event.ratings.length > 0 && <EventRatingsSection ratings={event.ratings} tone={tone(2)} />}
        {(moreInfo || event.partners.length > 0) && <EventLinksSection event={event} today={today} moreInfo={moreInfo} tone={tone(3)} />}
        <EventStructuredData event={event} url={pageUrl} origin={origin} locale={locale} />
      </StaticRegion>
      {open && <EventRegistrationSection event={event} locale={locale} tone={tone(4)} />}
      <StaticRegion deps={[event, today, locale]}>
        <AllEventsSection tone={tone(5)} />
      </StaticRegion>
    </>
  );
}

/**
 * An event: when and where, what it is about, ratings, further links and partners, the fair's labels,
 * 'Add to calendar' (the gateway's `.ics` file) and the registration form while registration is open.
 */
export function EventDetailPage({ data: { slug, locale, today, origin } }: { data: EventPageData }) {
  const { data } = useGetEventQuery({ slug, locale });
  if (!data) return null;
  const content = <EventContent event={data.content} today={today} locale={locale} origin={origin} />;
  return data.locale === locale ? (
    content
  ) : (
    <LocaleProvider locale={data.locale}>
      <div lang={data.locale} dir={localeDirection(data.locale)}>
        {content}
      </div>
    </LocaleProvider>
  );
}
