import { addressLine, addressParts, clockTime, eventPlace, lastDayOf } from './event-facts';

describe('an event’s facts', () => {
  it('writes an address as a line of the parts it has, trimmed', () => {
    expect(addressParts({ name: ' Jobpoint Mitte ', street: 'Torstraße', streetNumber: '1', postCode: '10119', city: 'Berlin' })).toEqual([
      'Jobpoint Mitte',
      'Torstraße 1',
      '10119 Berlin',
    ]);
    expect(addressLine({ street: 'Torstraße', city: 'Berlin' })).toBe('Torstraße, Berlin');
    expect(addressParts({ postCode: ' 10119', city: 'Berlin ' })).toEqual(['10119 Berlin']);
    expect(addressLine({ street: ' Torstraße ', streetNumber: null })).toBe('Torstraße');
    expect(addressLine({ name: null, street: null, postCode: null, city: null })).toBeNull();
    expect(addressParts(null)).toEqual([]);
    expect(addressLine(undefined)).toBeNull();
  });

  it('takes the end date as the last day only when it is after the start', () => {
    expect(lastDayOf({ Datum: '2026-03-10', endDate: '2026-03-12' })).toBe('2026-03-12');
    expect(lastDayOf({ Datum: '2026-03-10', endDate: '2026-03-09' })).toBe('2026-03-10');
    expect(lastDayOf({ Datum: '2026-03-10', endDate: null })).toBe('2026-03-10');
  });

  it('reads the CMS’s times with seconds, and nothing that is not a time', () => {
    expect(clockTime('09:30:15.000')).toBe('09:30:15');
    expect(clockTime('09:30')).toBe('09:30:00');
    expect(clockTime('9:30')).toBeNull();
    expect(clockTime('ab09:30')).toBeNull();
    expect(clockTime(null)).toBeNull();
  });

  it('places the event at its address, else at its trimmed location, else at its location’s title', () => {
    const address = { street: 'Torstraße', streetNumber: '1' };
    expect(eventPlace({ address, location: 'Online', locationTitle: 'Jobpoint Mitte' })).toBe('Torstraße 1');
    expect(eventPlace({ address: null, location: ' Zoom ', locationTitle: 'Jobpoint Mitte' })).toBe('Zoom');
    expect(eventPlace({ address: null, location: '  ', locationTitle: 'Jobpoint Mitte' })).toBe('Jobpoint Mitte');
    expect(eventPlace({ address: null, location: null, locationTitle: 'Jobpoint Mitte' })).toBe('Jobpoint Mitte');
  });
});
