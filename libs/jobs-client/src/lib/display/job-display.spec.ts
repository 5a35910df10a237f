import { applicationDeadlinePassed, companyAddress, entryName, jobDataLanguage, jobPlace } from './job-display';

describe('entryName', () => {
  const entry = { name: 'Teilzeit', name_en: 'Part-time' };

  it('uses the English name on English pages and the German one elsewhere', () => {
    expect(entryName(entry, 'en')).toEqual({ text: 'Part-time', lang: 'en' });
    expect(entryName(entry, 'de')).toEqual({ text: 'Teilzeit', lang: 'de' });
    expect(entryName(entry, 'ar')).toEqual({ text: 'Teilzeit', lang: 'de' });
  });

  it('falls back to German when the English name is missing', () => {
    expect(entryName({ name: 'Minijob', name_en: '' }, 'en')).toEqual({ text: 'Minijob', lang: 'de' });
  });
});

describe('jobDataLanguage', () => {
  it('shows German job data on Turkish and Arabic pages', () => {
    expect(['de', 'en', 'tr', 'ar'].map((locale) => jobDataLanguage(locale as 'de'))).toEqual(['de', 'en', 'de', 'de']);
  });
});

describe('jobPlace', () => {
  it('lists the job’s postcodes with their localities', () => {
    expect(
      jobPlace({
        zip_codes: [
          { zip: '10115', place_name: 'Mitte' },
          { zip: '12043', place_name: 'Neukölln' },
        ],
        company: { zip: '10999', city: 'Berlin' },
      }),
    ).toBe('10115 Mitte, 12043 Neukölln');
  });

  it('falls back to the company’s postcode and city, or nothing', () => {
    expect(jobPlace({ zip_codes: [], company: { zip: '10999', city: 'Berlin' } })).toBe('10999 Berlin');
    expect(jobPlace({})).toBe('');
  });
});

describe('companyAddress', () => {
  it('joins street, number, postcode and city', () => {
    expect(companyAddress({ street: 'Karl-Marx-Straße', street_number: '12', zip: '12043', city: 'Berlin' })).toBe(
      'Karl-Marx-Straße 12, 12043 Berlin',
    );
    expect(companyAddress({ street: '', street_number: '', zip: '12043', city: 'Berlin' })).toBe('12043 Berlin');
  });
});

describe('applicationDeadlinePassed', () => {
  const today = '2026-03-15';

  it('is true only for a deadline before today', () => {
    expect(applicationDeadlinePassed({ application_deadline: '2026-03-14' }, today)).toBe(true);
    expect(applicationDeadlinePassed({ application_deadline: '2026-03-15' }, today)).toBe(false);
    expect(applicationDeadlinePassed({ application_deadline: '2026-04-01' }, today)).toBe(false);
  });

  it('reads a deadline with a time as its day, and never expires a job without one', () => {
    expect(applicationDeadlinePassed({ application_deadline: '2026-03-14T23:59:00.000Z' }, today)).toBe(true);
    expect(applicationDeadlinePassed({ application_deadline: null }, today)).toBe(false);
  });
});
