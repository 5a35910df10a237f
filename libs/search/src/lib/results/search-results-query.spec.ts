import { searchResultsFromQuery, searchResultsHref } from './search-results-query';

describe('results page URL', () => {
  it.each([
    ['q=%20Pflege%20&page=2', { query: 'Pflege', page: 2 }],
    ['q=Pflege&page=abc', { query: 'Pflege', page: 1 }],
    ['q=Pflege&page=-3', { query: 'Pflege', page: 1 }],
    ['q=Pflege&page=2.5', { query: 'Pflege', page: 1 }],
    ['page=2', { query: '', page: 2 }],
    [`q=${'a'.repeat(300)}`, { query: 'a'.repeat(200), page: 1 }],
  ])('reads "%s"', (search, expected) => {
    expect(searchResultsFromQuery(new URLSearchParams(search))).toEqual(expected);
  });

  it('writes the query and a page after the first', () => {
    expect(searchResultsHref({ query: 'Lebenslauf & Tipps', page: 1 })).toBe('/suche?q=Lebenslauf+%26+Tipps');
    expect(searchResultsHref({ query: 'Pflege', page: 3 })).toBe('/suche?q=Pflege&page=3');
  });
});
