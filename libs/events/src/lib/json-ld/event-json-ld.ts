import { mediaUrl, type EventDetail, type EventKind } from '@jobpoint/cms-client';
import { zonedDateTime } from '@jobpoint/i18n';
import { clockTime, lastDayOf } from '../format/event-facts';

const ATTENDANCE_MODES: Record<EventKind, string> = {
  Praesenz: 'https://schema.org/OfflineEventAttendanceMode',
  Online: 'https://schema.org/OnlineEventAttendanceMode',
  Hybrid: 'https://schema.org/MixedEventAttendanceMode',
};

/** The CMS's language names (German, as the editors keep them) as language tags. */
const LANGUAGE_TAGS: Record<string, string> = { deutsch: 'de', englisch: 'en', türkisch: 'tr', arabisch: 'ar' };

const COUNTRY = 'DE';

export interface EventJsonLdOptions {
  /** The event page's absolute URL. */
  url: string;
  /** The site's origin, for absolute image URLs and the organizer. */
  origin: string;
  organizerName: string;
  /** The page's language, when the event names none the site knows. */
  pageLocale: string;
}

/** A date, or a date and time in Berlin with its UTC offset (`2026-12-31T10:00:00+01:00`). */
function dateValue(date: string, time: string | null): string {
  return time ? zonedDateTime(date, time) : date;
}

function absolute(url: string | undefined, origin: string): string | undefined {
  return url ? new URL(url, origin).href : undefined;
}

/** The event's Place: its address, or null when it has none to give (Google requires one). */
function place(event: EventDetail): Record<string, unknown> | null {
  const address = event.address;
  const streetAddress = [address?.street, address?.streetNumber].filter(Boolean).join(' ');
  if (!address || (!streetAddress && !address.postCode && !address.city)) return null;
  return {
    '@type': 'Place',
    name: address.name || event.location?.trim() || event.locationTitle || undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: streetAddress || undefined,
      postalCode: address.postCode || undefined,
      addressLocality: address.city || undefined,
      addressCountry: COUNTRY,
    },
  };
}

/**
 * schema.org `Event` with Google's required fields (name, startDate, location) and its recommended ones
 * where the event has them. The attendance mode follows the Veranstaltungsart; an online event is at a
 * VirtualLocation (its page), a hybrid one at both.
 */
export function buildEventJsonLd(event: EventDetail, { url, origin, organizerName, pageLocale }: EventJsonLdOptions): Record<string, unknown> {
  const kind = event.Veranstaltungsart ?? 'Praesenz';
  const startTime = clockTime(event.startTime);
  const endTime = clockTime(event.endTime);
  const lastDay = lastDayOf(event);
  const physical = place(event);
  const virtual = { '@type': 'VirtualLocation', url };
  const location = kind === 'Online' || !physical ? virtual : kind === 'Hybrid' ? [physical, virtual] : physical;
  const image = absolute(mediaUrl(event.image?.url), origin);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description?.trim() || event.seo?.metaDescription || undefined,
    url,
    startDate: dateValue(event.Datum, startTime),
    endDate: endTime || lastDay !== event.Datum ? dateValue(lastDay, endTime) : undefined,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: ATTENDANCE_MODES[kind],
    location,
    image: image ? [image] : undefined,
    inLanguage: LANGUAGE_TAGS[(event.languageName ?? '').toLowerCase()] ?? pageLocale,
    organizer: { '@type': 'Organization', name: organizerName, url: origin },
  };
  // Fields the event leaves empty are dropped, not sent as undefined.
  return JSON.parse(JSON.stringify(jsonLd)) as Record<string, unknown>;
}
