import { createJobSearch, type PublicViewConstants } from '@jobpoint/jobs-client';
import { checkAlertSearch, SEARCH_TEXT_MAX_LENGTH } from './job-alert-search';

const named = (...ids: number[]) => ids.map((id) => ({ id, name: `Eintrag ${id}`, name_en: `Entry ${id}` }));

/** The jobs service's filter lists, small: each list has ids the others lack, so a mix-up shows. */
const constants = {
  job_points: [],
  job_categories: named(1, 4),
  corporate_sectors: named(7),
  qualifications: named(2),
  work_time_categories: named(3),
  zip_codes: [
    { id: 21, title: '12043 Neukölln', zip: '12043', title_string: '12043 Berlin-Neukölln', place_name: 'Neukölln' },
    { id: 37, title: '13353 Wedding', zip: '13353', title_string: '13353 Berlin-Wedding', place_name: 'Wedding' },
  ],
  payment_time_frames: [],
  payment_types: [],
  number_of_employees_groups: [],
} as unknown as PublicViewConstants;

const accepted = (query: string) => {
  const result = checkAlertSearch(query, constants);
  if (!result.ok) {
    throw new Error(`refused ${query}: ${result.message}`);
  }
  return result;
};

const refusal = (query: string) => {
  const result = checkAlertSearch(query, constants);
  return result.ok ? `accepted as ${result.search}` : result.message;
};

describe('checkAlertSearch', () => {
  it('keeps the plain job board as the empty search: all jobs', () => {
    expect(accepted('')).toEqual({ ok: true, search: '', state: createJobSearch() });
    expect(accepted('?').search).toBe('');
  });

  it('keeps every filter the way the job board writes it', () => {
    const result = accepted('q=Koch&kategorie=4&branche=7&qualifikation=2&arbeitszeit=3&plz=21&sonderaktion=1');

    expect(result.search).toBe('q=Koch&kategorie=4&branche=7&qualifikation=2&arbeitszeit=3&plz=21&sonderaktion=1');
    expect(result.state).toEqual(
      createJobSearch({
        query: 'Koch',
        jobCategories: [4],
        corporateSectors: [7],
        qualifications: [2],
        workTimeCategories: [3],
        zipCodes: [21],
        specialEvent1: true,
      }),
    );
  });

  it('leaves out the page and the ordering: an alert always takes the newest jobs', () => {
    const result = accepted('q=Koch&seite=3&sortierung=titel-a-z');

    expect(result.search).toBe('q=Koch');
    expect(result.state).toMatchObject({ page: 1, orderBy: 'created_at', orderDir: 'desc' });
    expect(accepted('seite=2&sortierung=aelteste').search).toBe('');
  });

  it('writes the same search the same way, whatever order and form the query had', () => {
    const forms = [
      'q=Koch&kategorie=1&kategorie=4&plz=21',
      'plz=21&kategorie=4&q=Koch&kategorie=1',
      '?q=+Koch+&kategorie=4,1&plz=21',
      'kategorie=4%2C1&kategorie=4&q=Koch&plz=21&seite=5',
    ];

    expect(new Set(forms.map((query) => accepted(query).search))).toEqual(
      new Set(['q=Koch&kategorie=1&kategorie=4&plz=21']),
    );
  });

  it('takes comma-separated lists and checks each of their ids', () => {
    expect(accepted('plz=21,37').state.zipCodes).toEqual([21, 37]);
    expect(refusal('plz=21,38')).toBe('has an unknown value for plz: 38');
  });

  it.each([
    ['kategorie', '7'],
    ['branche', '4'],
    ['qualifikation', '3'],
    ['arbeitszeit', '2'],
    ['plz', '1'],
    ['kategorie', 'koch'],
  ])('refuses an id the jobs service does not offer for %s (%s), naming the parameter', (name, id) => {
    expect(refusal(`q=Koch&${name}=${id}`)).toBe(`has an unknown value for ${name}: ${id}`);
  });

  it('refuses a parameter the job board does not have', () => {
    expect(refusal('q=Koch&ort=Berlin')).toBe('has an unknown parameter: ort');
    expect(refusal('utm_source=newsletter')).toBe('has an unknown parameter: utm_source');
  });

  it('takes the special events 1 and 2 only', () => {
    expect(accepted('sonderaktion=2&sonderaktion=1').search).toBe('sonderaktion=1&sonderaktion=2');
    expect(accepted('sonderaktion=1,2').state).toMatchObject({ specialEvent1: true, specialEvent2: true });
    expect(refusal('sonderaktion=3')).toBe('has an unknown value for sonderaktion: 3');
    expect(refusal('sonderaktion=0')).toBe('has an unknown value for sonderaktion: 0');
  });

  it('refuses a search text longer than the job board’s field takes', () => {
    const longest = 'k'.repeat(SEARCH_TEXT_MAX_LENGTH);

    expect(accepted(`q=${longest}`).search).toBe(`q=${longest}`);
    expect(accepted(`q=+${longest}+`).search).toBe(`q=${longest}`);
    expect(refusal(`q=${longest}k`)).toBe(`has a search text longer than ${SEARCH_TEXT_MAX_LENGTH} characters`);
  });

  it('keeps a job number as the search text', () => {
    expect(accepted('q=1312')).toMatchObject({ search: 'q=1312', state: { query: '1312' } });
  });
});
