import { eventSearchFromQuery, eventSearchHref, hasActiveFilters, queryFromEventSearch } from './event-search-state';

const parse = (query: string) => eventSearchFromQuery(new URLSearchParams(query));

describe('the events search in the URL', () => {
  it('reads every filter, with German names and repeated lists', () => {
    expect(
      parse('q=Job&art=Online&art=Praesenz&monat=1&zeit=vergangen&format=Workshop&standort=Jobpoint+Mitte&sprache=T%C3%BCrkisch&sortierung=aufsteigend&seite=3'),
    ).toEqual({
      filters: {
        text: 'Job',
        kinds: ['Online', 'Praesenz'],
        month: 1,
        time: 'past',
        formats: ['Workshop'],
        locations: ['Jobpoint Mitte'],
        languages: ['Türkisch'],
        sort: 'asc',
      },
      page: 3,
      previousPage: 1,
    });
  });

  it('falls back to the defaults for malformed values instead of failing', () => {
    expect(parse('monat=13&art=Zirkus&zeit=morgen&sortierung=x&seite=-2&vergangene=abc')).toEqual({ filters: {}, page: 1, previousPage: 1 });
    expect(parse('monat=0').filters).toEqual({});
  });

  it('drops an order that is the period’s own, so one search has one address', () => {
    expect(parse('sortierung=aufsteigend').filters).toEqual({});
    expect(parse('zeit=vergangen&sortierung=absteigend').filters).toEqual({ time: 'past' });
  });

  it('writes the same search back, defaults left out, lists sorted', () => {
    const search = parse('sprache=Deutsch&format=Workshop&format=Jobdating&seite=2&zeit=alle');
    expect(queryFromEventSearch(search).toString()).toBe('zeit=alle&format=Jobdating&format=Workshop&sprache=Deutsch&seite=2');
    expect(eventSearchHref('/veranstaltungen', parse(''))).toBe('/veranstaltungen');
    expect(parse(queryFromEventSearch(search).toString())).toEqual(search);
  });

  it('knows whether any filter is set', () => {
    expect(hasActiveFilters(parse('seite=4'))).toBe(false);
    expect(hasActiveFilters(parse('q=x'))).toBe(true);
  });
});
