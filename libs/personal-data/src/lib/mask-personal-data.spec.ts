import { maskPersonalData } from './mask-personal-data';

describe('maskPersonalData', () => {
  it.each([
    ['max.mustermann@example.org', '[email]'],
    ['Max.Mustermann@Example.ORG', '[email]'],
    ['max+jobs@mail.example.de Koch', '[email] Koch'],
    ['mailto:max@example.org', 'mailto:[email]'],
    ['max @ example.org', '[email]'],
    ['max(at)example.org', '[email]'],
    ['max [at] example [dot] org', '[email]'],
    ['max (at) example (punkt) de', '[email]'],
    ['max [ at ] example [ dot ] org', '[email]'],
    ['müller.ayşe@beispiel.de', '[email]'],
    ['أحمد@example.com', '[email]'],
    ['max@localhost', '[email]'],
  ])('masks the e-mail address in %j', (query, masked) => {
    expect(maskPersonalData(query)).toBe(masked);
  });

  it.each([
    ['+49 170 1234567', '[phone]'],
    ['+491701234567', '[phone]'],
    ['0049 30 12345678', '[phone]'],
    ['0049-30-12345678', '[phone]'],
    ['0170 1234567', '[phone]'],
    ['0170/1234567', '[phone]'],
    ['030/123 456 78', '[phone]'],
    ['030-123 45-67', '[phone]'],
    ['(030) 123 45 67', '[phone]'],
    ['( 030) 123 45 67', '[phone]'],
    ['+ 49 170 1234567', '[phone]'],
    ['0301234', '[phone]'],
    ['+49 (0)30 1234567', '[phone]'],
    ['030.1234567', '[phone]'],
    ['+90 532 123 45 67', '[phone]'],
    ['٠١٧٠ ١٢٣٤٥٦٧', '[phone]'],
    ['Rückruf bitte 0151 23456789 nach 17 Uhr', 'Rückruf bitte [phone] nach 17 Uhr'],
    ['170 1234567', '[number]'],
  ])('masks the phone number in %j', (query, masked) => {
    expect(maskPersonalData(query)).toBe(masked);
  });

  it.each([
    ['DE89 3704 0044 0532 0130 00', '[iban]'],
    ['DE89370400440532013000', '[iban]'],
    ['de89 3704 0044 0532 0130 00', '[iban]'],
    ['GB29 NWBK 6016 1331 9268 19', '[iban]'],
    ['TR33 0006 1005 1978 6457 8413 26', '[iban]'],
    ['DE12 3456 7890 1234 5678', '[iban]'],
    ['DE12 ABCD EFGH 1234 5678', '[iban]'],
    ['DE89 3704 0044 0532 0130 00 bitte', '[iban] bitte'],
    ['12345678', '[number]'],
    ['4111 1111 1111 1111', '[number]'],
    ['12 345 678 901', '[number]'],
    ['Kundennummer 987654321', 'Kundennummer [number]'],
    ['geboren 01.01.1990', 'geboren [phone]'],
  ])('masks the IBAN or long number in %j', (query, masked) => {
    expect(maskPersonalData(query)).toBe(masked);
  });

  it.each([
    'Koch 10115',
    '10115 Berlin',
    '01067 Dresden',
    'Job 450 Euro',
    'Minijob 538 €',
    '1.000 Euro brutto',
    'B2',
    'Deutschkurs A1 B2',
    'Teilzeit 20 Stunden',
    'Ausbildung 2025',
    'Job-Nr. 1307',
    '9 bis 17 Uhr',
    'ab12 Koch Berlin Mitte',
    'Koch @',
    'C++ Entwickler',
    'Pflegefachkraft (m/w/d)',
    'Lebenslauf Vorlage',
    'başvuru',
    'تدريب مهني',
    '',
  ])('keeps the ordinary query %j as typed', (query) => {
    expect(maskPersonalData(query)).toBe(query);
  });

  it('masks each of several items and keeps the words around them', () => {
    expect(maskPersonalData('max.mustermann@example.org +49 170 1234567')).toBe('[email] [phone]');
    expect(maskPersonalData('Koch 10115 Tel 030 12345678, DE89 3704 0044 0532 0130 00')).toBe('Koch 10115 Tel [phone], [iban]');
  });

  it('costs a long word its length once', () => {
    const masked = maskPersonalData(`${'a'.repeat(100_000)} ${'1'.repeat(100_000)}`);
    expect(masked).toBe(`${'a'.repeat(100_000)} [number]`);
  });
});
