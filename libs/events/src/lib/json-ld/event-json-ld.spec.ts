import { expectValidStructuredData } from '@jobpoint/test-utils';
import { eventFixture } from '../testing/event-fixture';
import { buildEventJsonLd } from './event-json-ld';

const options = { url: 'https://jobpoint.example/veranstaltungen/x', origin: 'https://jobpoint.example', organizerName: 'jobpoint berlin', pageLocale: 'en' };

describe('the event structured data', () => {
  it('passes Google’s Event rules with its recommended fields', async () => {
    await expectValidStructuredData(buildEventJsonLd(eventFixture(), options), {
      recommended: ['description', 'endDate', 'eventAttendanceMode', 'eventStatus', 'image', 'organizer'],
    });
  });

  it('gives dates with times their Berlin offset, winter and summer', () => {
    expect(buildEventJsonLd(eventFixture(), options)).toMatchObject({
      startDate: '2026-12-31T10:00:00+01:00',
      endDate: '2027-01-01T16:00:00+01:00',
    });
    const summer = buildEventJsonLd(eventFixture({ Datum: '2026-07-01', endDate: null, endTime: '12:30:00.000' }), options);
    expect(summer).toMatchObject({ startDate: '2026-07-01T10:00:00+02:00', endDate: '2026-07-01T12:30:00+02:00' });
    const allDay = buildEventJsonLd(eventFixture({ startTime: null, endTime: null, endDate: null }), options);
    expect(allDay['startDate']).toBe('2026-12-31');
    expect(allDay).not.toHaveProperty('endDate');
  });

  it('takes the attendance mode and location from the Veranstaltungsart', async () => {
    const offline = buildEventJsonLd(eventFixture(), options);
    expect(offline['eventAttendanceMode']).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(offline['location']).toMatchObject({ '@type': 'Place', address: { streetAddress: 'Karl-Marx-Straße 92', postalCode: '12043', addressCountry: 'DE' } });

    expect(buildEventJsonLd(eventFixture({ Veranstaltungsart: 'Online' }), options)['location']).toEqual({ '@type': 'VirtualLocation', url: options.url });
    const online = buildEventJsonLd(eventFixture({ Veranstaltungsart: 'Online', address: null }), options);
    expect(online['eventAttendanceMode']).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(online['location']).toEqual({ '@type': 'VirtualLocation', url: options.url });
    await expectValidStructuredData(online);

    const hybrid = buildEventJsonLd(eventFixture({ Veranstaltungsart: 'Hybrid' }), options);
    expect(hybrid['eventAttendanceMode']).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(hybrid['location']).toEqual([expect.objectContaining({ '@type': 'Place' }), { '@type': 'VirtualLocation', url: options.url }]);
    await expectValidStructuredData(hybrid);
  });

  it('names the organizer, the event’s language and absolute image URLs', () => {
    const jsonLd = buildEventJsonLd(eventFixture({ Sprache: { name: 'Türkisch', languageName: 'Türkçe' } }), options);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      inLanguage: 'tr',
      organizer: { '@type': 'Organization', name: 'jobpoint berlin', url: 'https://jobpoint.example' },
      image: ['https://jobpoint.example/cms/uploads/fair.jpg'],
    });
    expect(buildEventJsonLd(eventFixture({ Sprache: null }), options)['inLanguage']).toBe('en');
  });

  it('names the place by the address’s name, else the trimmed location, else the location’s title, and gives only the address’s parts it has', () => {
    const address = { name: null, street: null, streetNumber: null, postCode: '12043', city: null };
    expect(buildEventJsonLd(eventFixture({ address, location: ' Halle 2 ' }), options)['location']).toEqual({
      '@type': 'Place',
      name: 'Halle 2',
      address: { '@type': 'PostalAddress', postalCode: '12043', addressCountry: 'DE' },
    });
    expect(buildEventJsonLd(eventFixture({ address, location: null }), options)['location']).toMatchObject({ name: 'Jobpoint Neukölln' });
    expect(buildEventJsonLd(eventFixture({ address: { ...address, city: 'Berlin' }, location: ' ' }), options)['location']).toMatchObject({
      name: 'Jobpoint Neukölln',
      address: { addressLocality: 'Berlin' },
    });
    expect(buildEventJsonLd(eventFixture({ address: { ...address, postCode: null, name: 'Ohne Adresse' }, Veranstaltungsart: null }), options)).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: options.url },
    });
  });

  it('describes the event by its summary, else its SEO description, and leaves out what it lacks', () => {
    const bare = buildEventJsonLd(eventFixture({ description: ' ', seo: { metaTitle: 'x', metaDescription: 'Aus dem SEO-Block' }, image: null }), options);
    expect(bare['description']).toBe('Aus dem SEO-Block');
    expect(bare).not.toHaveProperty('image');
    expect(buildEventJsonLd(eventFixture({ description: null, seo: null }), options)).not.toHaveProperty('description');
  });

  it('ends an event of several days without times on its last day', () => {
    const days = buildEventJsonLd(eventFixture({ startTime: null, endTime: null }), options);
    expect(days).toMatchObject({ startDate: '2026-12-31', endDate: '2027-01-01' });
  });
});
