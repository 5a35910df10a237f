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
    expect(parse('zeit=kommend').filters).toEqual({});
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

  it('writes every filter, the order and both pages, and reads them back', () => {
    const search = parse('q=+Pflege+&art=Online&monat=12&zeit=vergangen&format=Workshop&standort=Mitte&sprache=Deutsch&sortierung=aufsteigend&seite=2&vergangene=4');
    expect(eventSearchHref('/beratung', search)).toBe(
      '/beratung?q=Pflege&art=Online&monat=12&zeit=vergangen&format=Workshop&standort=Mitte&sprache=Deutsch&sortierung=aufsteigend&seite=2&vergangene=4',
    );
    expect(parse(queryFromEventSearch(search).toString())).toEqual(search);
    expect(queryFromEventSearch({ filters: { text: ' ', time: 'upcoming' }, page: 1, previousPage: 1 }).toString()).toBe('');
    expect(queryFromEventSearch({ filters: { text: ' Pflege ' }, page: 1, previousPage: 1 }).toString()).toBe('q=Pflege');
  });

  it('keeps lists short and tidy: trimmed, without blanks or repeats, cut at twenty values of a hundred characters', () => {
    const many = Array.from({ length: 25 }, (_, index) => `format=F${String(index).padStart(2, '0')}`).join('&');
    expect(parse(many).filters.formats).toEqual(Array.from({ length: 20 }, (_, index) => `F${String(index).padStart(2, '0')}`));
    expect(parse(`standort=+Mitte+&standort=Mitte&standort=+&sprache=${'x'.repeat(120)}`).filters).toEqual({ locations: ['Mitte'], languages: ['x'.repeat(100)] });
    expect(parse(`q=${'y'.repeat(120)}`).filters.text).toBe('y'.repeat(100));
  });

  it('reads a page between 1 and 10 000, and the first for anything else', () => {
    expect(parse('seite=99999&vergangene=10000').page).toBe(10_000);
    expect(parse('seite=0&vergangene=10000').page).toBe(1);
    expect(parse('vergangene=7').previousPage).toBe(7);
    expect(parse('seite=123456').page).toBe(1);
    expect(parse('seite=2x').page).toBe(1);
    expect(parse('seite=x2').page).toBe(1);
    expect(parse('monat=10').filters.month).toBe(10);
    expect(parse('monat=01').filters).toEqual({});
  });

  it('knows whether any filter is set', () => {
    expect(hasActiveFilters(parse('seite=4'))).toBe(false);
    expect(hasActiveFilters(parse('q=x'))).toBe(true);
  });
});
