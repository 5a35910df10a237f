import { createJobSearch, DEFAULT_JOB_SEARCH, searchTextParams } from './job-search';

describe('searchTextParams (a number is an id, other text a filter)', () => {
  it.each([
    ['1234', { id: 1234 }],
    ['  1234 ', { id: 1234 }],
    ['0042', { id: 42 }],
    ['Pflege', { filter: 'Pflege' }],
    ['  Küchenhilfe Teilzeit ', { filter: 'Küchenhilfe Teilzeit' }],
    ['12043 Neukölln', { filter: '12043 Neukölln' }],
    ['-5', { filter: '-5' }],
    ['12.5', { filter: '12.5' }],
    ['1e3', { filter: '1e3' }],
    ['99999999999999999999', { filter: '99999999999999999999' }],
    ['', {}],
    ['   ', {}],
  ])('sends %j as %j', (query, expected) => {
    expect(searchTextParams(query)).toEqual(expected);
  });
});

describe('createJobSearch', () => {
  it('fills every field with its default', () => {
    expect(createJobSearch()).toEqual(DEFAULT_JOB_SEARCH);
    expect(createJobSearch({ query: 'Pflege' })).toEqual({ ...DEFAULT_JOB_SEARCH, query: 'Pflege' });
  });

  it('sorts and de-duplicates filter ids, so that the same filters make the same request', () => {
    const a = createJobSearch({ jobCategories: [3, 1, 3], zipCodes: [21, 1] });
    const b = createJobSearch({ jobCategories: [1, 3], zipCodes: [1, 21, 21] });
    expect(a).toEqual(b);
    expect(a.jobCategories).toEqual([1, 3]);
  });

  it('drops ids and pages that the service would reject', () => {
    const search = createJobSearch({ page: 0, qualifications: [0, -1, 2.5, Number.NaN, 4] });
    expect(search.page).toBe(1);
    expect(search.qualifications).toEqual([4]);
  });
});
