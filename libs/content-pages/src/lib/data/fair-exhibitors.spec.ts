import type { FairEvent } from '@jobpoint/cms-client';
import { exhibitorQuery, exhibitorSelection, fairEventsArgs } from './fair-exhibitors';

const fair = (id: number, exhibitionId: number | null) => ({ id, title: `Messe ${id}`, exhibition: exhibitionId === null ? null : { exhibitionId } }) as unknown as FairEvent;
const spring = fair(1, 11);
const autumn = fair(2, 12);
const events = [fair(3, null), spring, autumn];
const sectors = [{ id: 5, name: 'Pflege', name_en: 'Care' }];
const select = (query: string) => exhibitorSelection(events, sectors, new URLSearchParams(query));

describe('the fair’s exhibitor list in the URL', () => {
  it('lists the next fair’s exhibitors, first page, every sector, by default', () => {
    expect(select('')).toEqual({ fairs: [spring, autumn], fair: spring, sectorId: null, page: 1, companies: { exhibitionId: 11, page: 1 } });
  });

  it('reads the fair, the sector and the page the query names', () => {
    expect(select('messe=12&branche=5&seite=3')).toEqual({
      fairs: [spring, autumn],
      fair: autumn,
      sectorId: 5,
      page: 3,
      companies: { exhibitionId: 12, page: 3, corporateSectors: [5] },
    });
  });

  it.each(['messe=99&branche=6&seite=0', 'messe=-12&branche=5x&seite=1.5', 'messe=1234567890&seite=abc'])('falls back to the defaults for %s', (query) => {
    expect(select(query)).toMatchObject({ fair: spring, sectorId: null, page: 1 });
  });

  it('has nothing to ask for without a fair linked to an exhibition', () => {
    expect(exhibitorSelection([fair(3, null)], sectors, new URLSearchParams('messe=11'))).toEqual({ fairs: [], fair: null, sectorId: null, page: 1, companies: null });
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(exhibitorQuery(select('')).toString()).toBe('');
    expect(exhibitorQuery(select('messe=11&seite=1')).toString()).toBe('');
    const selection = select('messe=12&branche=5&seite=2');
    expect(exhibitorQuery(selection).toString()).toBe('messe=12&branche=5&seite=2');
    expect(select(exhibitorQuery(selection).toString())).toEqual(selection);
  });

  it('asks for the fair dates from today on in the page’s language', () => {
    expect(fairEventsArgs('tr', '2026-03-10')).toEqual({ locale: 'tr', today: '2026-03-10' });
  });
});
