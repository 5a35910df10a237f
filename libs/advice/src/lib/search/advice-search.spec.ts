import { adviceHref, adviceSearchFromQuery, isFiltered, isNarrowed, queryFromAdviceSearch, withFilter } from './advice-search';

describe('advice search in the URL', () => {
  it('reads text, tag, category and page', () => {
    expect(adviceSearchFromQuery(new URLSearchParams('q=+Gehalt+&tag=gehalt&kategorie=arbeitsrecht&seite=2'))).toEqual({
      query: 'Gehalt',
      tag: 'gehalt',
      category: 'arbeitsrecht',
      page: 2,
    });
  });

  it('drops malformed values instead of failing', () => {
    expect(adviceSearchFromQuery(new URLSearchParams('tag=<script>&kategorie=a%20b&seite=-3'))).toEqual({ query: '', tag: null, category: null, page: 1 });
    expect(adviceSearchFromQuery(new URLSearchParams('seite=0')).page).toBe(1);
    expect(adviceSearchFromQuery(new URLSearchParams('seite=abc')).page).toBe(1);
  });

  it('writes only what differs from the plain list, and reads back what it wrote', () => {
    expect(adviceHref({ query: '', tag: null, category: null, page: 1 })).toBe('/ratgeber');
    const search = { query: 'Lücken & Co', tag: 'lebenslauf', category: null, page: 3 };
    expect(adviceHref(search)).toBe('/ratgeber?q=L%C3%BCcken+%26+Co&tag=lebenslauf&seite=3');
    expect(adviceSearchFromQuery(queryFromAdviceSearch(search))).toEqual(search);
  });

  it('starts a changed filter on the first page', () => {
    expect(withFilter({ query: 'x', tag: null, category: null, page: 4 }, { tag: 'gehalt' })).toEqual({ query: 'x', tag: 'gehalt', category: null, page: 1 });
    expect(isFiltered({ query: ' ', tag: null, category: null, page: 2 })).toBe(false);
    expect(isFiltered({ query: '', tag: null, category: 'karriere', page: 1 })).toBe(true);
  });
});

describe('isNarrowed', () => {
  it('is true for a search and for any page after the first', () => {
    expect(isNarrowed({ query: '', tag: null, category: null, page: 1 })).toBe(false);
    expect(isNarrowed({ query: '', tag: 'gehalt', category: null, page: 1 })).toBe(true);
    expect(isNarrowed({ query: '', tag: null, category: null, page: 2 })).toBe(true);
  });
});
