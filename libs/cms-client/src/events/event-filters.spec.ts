import { eventConditions, eventListFilterParams, eventSortOrder, monthRange } from './event-filters';
import { toStrapiQueryString } from '../lib/strapi/strapi-query';

const args = { locale: 'de' as const, today: '2026-12-15', page: 2, pageSize: 9 };

describe('the events list query', () => {
  it('asks for upcoming events from today on, the next first, by default', () => {
    expect(eventListFilterParams({ ...args, filters: {} })).toEqual({
      locale: 'de',
      filters: { $and: [{ Datum: { $gte: '2026-12-15' } }] },
      sort: ['Datum:asc', 'startTime:asc'],
      pagination: { page: 2, pageSize: 9 },
    });
  });

  it('counts today as upcoming and yesterday as past (the boundary day)', () => {
    expect(eventConditions({ time: 'upcoming' }, '2026-12-15')).toEqual([{ Datum: { $gte: '2026-12-15' } }]);
    expect(eventConditions({ time: 'past' }, '2026-12-15')).toEqual([{ Datum: { $lt: '2026-12-15' } }]);
    expect(eventConditions({ time: 'all' }, '2026-12-15')).toEqual([]);
  });

  it('shows past events latest first unless a sort is asked for', () => {
    expect(eventSortOrder({ time: 'past' })).toBe('desc');
    expect(eventSortOrder({ time: 'past', sort: 'asc' })).toBe('asc');
    expect(eventSortOrder({ sort: 'desc' })).toBe('desc');
  });

  it('matches a month of this year or the next, so January works in December', () => {
    expect(eventConditions({ month: 1, time: 'all' }, '2026-12-15')).toEqual([
      {
        $or: [
          { Datum: { $gte: '2026-01-01', $lte: '2026-01-31' } },
          { Datum: { $gte: '2027-01-01', $lte: '2027-01-31' } },
        ],
      },
    ]);
  });

  it('knows the last day of every month, February of a leap year too', () => {
    expect(monthRange(2028, 2)).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthRange(2027, 2).last).toBe('2027-02-28');
    expect(monthRange(2026, 12).last).toBe('2026-12-31');
  });

  it('combines every filter, each list matching any of its values', () => {
    const params = eventListFilterParams({
      ...args,
      filters: {
        text: ' Jobdating ',
        kinds: ['Praesenz', 'Hybrid'],
        month: 12,
        time: 'upcoming',
        formats: ['Jobdating', 'Workshop'],
        locations: ['Jobpoint Mitte'],
        languages: ['Türkisch'],
        sort: 'desc',
      },
    });
    const query = decodeURIComponent(toStrapiQueryString(params));
    expect(query).toContain('filters[$and][0][title][$containsi]=Jobdating');
    expect(query).toContain('filters[$and][1][Veranstaltungsart][$in][0]=Praesenz');
    expect(query).toContain('filters[$and][1][Veranstaltungsart][$in][1]=Hybrid');
    expect(query).toContain('filters[$and][2][$or][0][Datum][$gte]=2026-12-01');
    expect(query).toContain('filters[$and][2][$or][1][Datum][$lte]=2027-12-31');
    expect(query).toContain('filters[$and][3][Datum][$gte]=2026-12-15');
    expect(query).toContain('filters[$and][4][Formate][name][$in][1]=Workshop');
    expect(query).toContain('filters[$and][5][Standort][Titel][$in][0]=Jobpoint Mitte');
    expect(query).toContain('filters[$and][6][Sprache][name][$in][0]=Türkisch');
    expect(query).toContain('sort[0]=Datum:desc');
  });

  it('leaves out the filters a search does not set', () => {
    expect(eventListFilterParams({ ...args, filters: { time: 'all', text: '  ', kinds: [], formats: [] } })).not.toHaveProperty('filters');
  });
});
