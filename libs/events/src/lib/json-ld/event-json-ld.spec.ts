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
      inLanguage: 'tr',
      organizer: { '@type': 'Organization', name: 'jobpoint berlin', url: 'https://jobpoint.example' },
      image: ['https://jobpoint.example/cms/uploads/fair.jpg'],
    });
    expect(buildEventJsonLd(eventFixture({ Sprache: null }), options)['inLanguage']).toBe('en');
  });
});
