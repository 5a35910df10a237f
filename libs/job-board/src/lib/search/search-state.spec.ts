import { createJobSearch, DEFAULT_JOB_SEARCH, jobsQueryString } from '@jobpoint/jobs-client';
import { hasActiveFilters, jobAlertQuery, jobBoardHref, queryFromSearchState, searchStateFromQuery, withoutFilters } from './search-state';

const fromQuery = (query: string) => searchStateFromQuery(new URLSearchParams(query));

describe('searchStateFromQuery', () => {
  it('reads the plain job board as the default search', () => {
    expect(fromQuery('')).toEqual(DEFAULT_JOB_SEARCH);
    expect(fromQuery('locale=en&utm_source=x')).toEqual(DEFAULT_JOB_SEARCH);
  });

  it('reads text, filters, special events, ordering and page', () => {
    expect(fromQuery('q=+Pflege+&kategorie=3&kategorie=1&branche=4&qualifikation=2&arbeitszeit=1,2&plz=21&sonderaktion=2&sortierung=titel-a-z&seite=3')).toEqual({
      ...DEFAULT_JOB_SEARCH,
      query: 'Pflege',
      jobCategories: [1, 3],
      corporateSectors: [4],
      qualifications: [2],
      workTimeCategories: [1, 2],
      zipCodes: [21],
      specialEvent2: true,
      orderBy: 'title',
      orderDir: 'asc',
      page: 3,
    });
  });

  it('falls back to defaults for values it does not understand', () => {
    expect(fromQuery('seite=0&sortierung=random&kategorie=abc&kategorie=-1&plz=1e3&sonderaktion=7')).toEqual(DEFAULT_JOB_SEARCH);
    expect(fromQuery('seite=2.5').page).toBe(1);
  });

  it('gives the same search for the same filters in any order (one cache entry on server and client)', () => {
    expect(fromQuery('kategorie=3&kategorie=1&kategorie=3')).toEqual(fromQuery('kategorie=1&kategorie=3'));
  });
});

describe('queryFromSearchState', () => {
  it('leaves out every default', () => {
    expect(queryFromSearchState(DEFAULT_JOB_SEARCH).toString()).toBe('');
    expect(jobBoardHref(DEFAULT_JOB_SEARCH)).toBe('/job-boerse');
  });

  it('writes lists as repeated parameters, like a submitted form', () => {
    const search = createJobSearch({ query: 'Küche & Service', jobCategories: [3, 1], specialEvent1: true, orderBy: 'application_deadline', orderDir: 'asc', page: 2 });
    expect(queryFromSearchState(search).toString()).toBe('q=K%C3%BCche+%26+Service&kategorie=1&kategorie=3&sonderaktion=1&sortierung=bewerbungsfrist&seite=2');
  });

  it('round-trips every search the board can make', () => {
    const searches = [
      createJobSearch({ query: '1307' }),
      createJobSearch({ corporateSectors: [2, 12], qualifications: [5], zipCodes: [1, 44], workTimeCategories: [7] }),
      createJobSearch({ specialEvent1: true, specialEvent2: true, orderBy: 'title', orderDir: 'desc', page: 17 }),
      createJobSearch({ orderBy: 'created_at', orderDir: 'asc' }),
    ];
    for (const search of searches) {
      expect(searchStateFromQuery(queryFromSearchState(search))).toEqual(search);
    }
  });

  it('sends a number typed into the search box as id and other text as filter', () => {
    expect(jobsQueryString(fromQuery('q=1307'))).toContain('id=1307');
    expect(jobsQueryString(fromQuery('q=1307'))).not.toContain('filter=');
    expect(jobsQueryString(fromQuery('q=Koch+1307'))).toContain('filter=Koch%201307');
    expect(jobsQueryString(fromQuery('q=Koch+1307'))).not.toContain('id=');
  });
});

describe('filters', () => {
  it('knows whether any filter is set and clears them while keeping the text', () => {
    const search = fromQuery('q=Pflege&plz=3&seite=4');
    expect(hasActiveFilters(search)).toBe(true);
    expect(hasActiveFilters(fromQuery('q=Pflege&seite=4'))).toBe(false);
    expect(hasActiveFilters(fromQuery('sortierung=aelteste'))).toBe(true);
    expect(withoutFilters(search)).toEqual({ ...DEFAULT_JOB_SEARCH, query: 'Pflege' });
  });
});

describe('jobAlertQuery', () => {
  it('keeps what the search looks for in the URL’s form, without page and ordering', () => {
    expect(jobAlertQuery(fromQuery('q=Koch&plz=21&kategorie=4&sonderaktion=1&sortierung=titel-a-z&seite=3'))).toBe('q=Koch&kategorie=4&plz=21&sonderaktion=1');
    expect(jobAlertQuery(fromQuery('seite=2'))).toBe('');
  });
});
