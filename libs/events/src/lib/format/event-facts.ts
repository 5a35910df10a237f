import type { Address, EventDetail, EventSummary } from '@jobpoint/cms-client';

/** The street line and the town line of an address, whichever parts it has. */
export function addressParts(address: Address | null | undefined): string[] {
  if (!address) return [];
  const street = [address.street, address.streetNumber].filter(Boolean).join(' ').trim();
  const town = [address.postCode, address.city].filter(Boolean).join(' ').trim();
  return [address.name?.trim() ?? '', street, town].filter(Boolean);
}

/** "Jobpoint Neukölln, Karl-Marx-Straße 92, 12043 Berlin" */
export function addressLine(address: Address | null | undefined): string | null {
  const parts = addressParts(address);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The last day of an event: its end date, or its start date for a one-day event. */
export function lastDayOf(event: Pick<EventSummary, 'Datum' | 'endDate'>): string {
  return event.endDate && event.endDate > event.Datum ? event.endDate : event.Datum;
}

/** `HH:mm:ss.SSS` → `HH:mm:ss`; `null` for anything that is not a time. */
export function clockTime(time: string | null | undefined): string | null {
  const match = time ? /^(\d{2}):(\d{2})(?::(\d{2}))?/.exec(time) : null;
  return match ? `${match[1]}:${match[2]}:${match[3] ?? '00'}` : null;
}

/** Where the event takes place, for the calendar and the structured data. */
export function eventPlace(event: Pick<EventDetail, 'address' | 'location' | 'locationTitle'>): string | null {
  return addressLine(event.address) ?? (event.location?.trim() || event.locationTitle);
}
