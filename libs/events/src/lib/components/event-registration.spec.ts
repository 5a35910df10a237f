import { eventFixture } from '../testing/event-fixture';
import { EMPTY_EVENT_FORM, toEventRegistration } from './event-registration';

const values = { name: ' Ada ', surname: ' Lovelace ', customerEmail: ' ada@example.org ', phone: ' 030 123 ', notes: ' Rollstuhl ' };

describe('the event registration’s request', () => {
  it('sends the trimmed values and the event as the mails name it', () => {
    expect(toEventRegistration(values, eventFixture({ address: { ...eventFixture().address, email: ' neukoelln@jobpoint.local ' } }), 'de', 'token')).toEqual({
      eventName: 'Shop a Job Messe Neukölln',
      name: 'Ada',
      surname: 'Lovelace',
      customerEmail: 'ada@example.org',
      eventEmail: 'neukoelln@jobpoint.local',
      phone: '030 123',
      notes: 'Rollstuhl',
      date: '31. Dezember 2026 – 1. Januar 2027',
      time: '10:00–16:00',
      eventAddress: 'Jobpoint Neukölln, Karl-Marx-Straße 92, 12043 Berlin',
      locale: 'de',
      captchaToken: 'token',
    });
  });

  it('leaves out what the visitor and the event leave blank', () => {
    const event = eventFixture({ address: null, location: null, Standort: null, startTime: null, endTime: null, endDate: null });
    expect(toEventRegistration({ ...EMPTY_EVENT_FORM, name: 'Ada', phone: '  ', notes: ' ' }, event, 'en', undefined)).toEqual({
      eventName: 'Shop a Job Messe Neukölln',
      name: 'Ada',
      surname: '',
      customerEmail: '',
      date: '31 December 2026',
      locale: 'en',
    });
  });

  it('names the place by the trimmed location, else the location’s title, without an address', () => {
    expect(toEventRegistration(values, eventFixture({ address: null, location: ' Zoom ' }), 'de', undefined).eventAddress).toBe('Zoom');
    expect(toEventRegistration(values, eventFixture({ address: null, location: null }), 'de', undefined).eventAddress).toBe('Jobpoint Neukölln');
    expect(toEventRegistration(values, eventFixture({ address: { city: 'Berlin', email: null } }), 'de', undefined)).not.toHaveProperty('eventEmail');
  });
});
