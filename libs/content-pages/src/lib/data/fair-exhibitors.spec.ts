import { http, HttpResponse } from 'msw';
import { cmsApi, type FairEvent } from '@jobpoint/cms-client';
import { jobsApi } from '@jobpoint/jobs-client';
import { cmsFairHandlers, cmsUrl, createTestStore, fairBlockDe, jobsHandlers, jobsUrl, startMockServer } from '@jobpoint/test-utils';
import type { CmsState } from '../blocks/block';
import { exhibitorQuery, exhibitorSelection, fairBlockLoaded, fairEventsArgs, loadFairBlock, loadFairExhibitors } from './fair-exhibitors';

const server = startMockServer(...cmsFairHandlers, ...jobsHandlers);

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

describe('the fair’s loaders', () => {
  const context = (locale: 'de' | 'en', query = '') => ({ locale, today: '2026-03-10', query: new URLSearchParams(query) });
  const emptyList = { data: [], meta: { pagination: { page: 1, pageSize: 100, pageCount: 0, total: 0 } } };
  const block = (hint: string, locations: unknown[]) => ({ data: { id: 2, attributes: { ...fairBlockDe.data.attributes, hint, locations } }, meta: {} });

  /** Whether the block shows; the fair filters come in German only, another language has none. */
  async function blockShown(locale: 'de' | 'en' = 'de'): Promise<boolean> {
    const store = createTestStore({ apis: [cmsApi] });
    await loadFairBlock(store.dispatch, context(locale));
    return fairBlockLoaded(store.getState() as unknown as CmsState, { locale });
  }

  it('show the fair block with its hint, its locations or a fair filter, and not without any', async () => {
    expect(await blockShown()).toBe(true);
    server.use(http.get(cmsUrl('/api/messe-filters'), () => HttpResponse.json(emptyList)));
    expect(await blockShown()).toBe(true);
    server.use(http.get(cmsUrl('/api/messe-block'), () => HttpResponse.json(block(' ', fairBlockDe.data.attributes.locations))));
    expect(await blockShown()).toBe(true);
    server.use(http.get(cmsUrl('/api/messe-block'), () => HttpResponse.json(block('Barrierefrei.', []))));
    expect(await blockShown()).toBe(true);
    server.use(http.get(cmsUrl('/api/messe-block'), () => HttpResponse.json(block(' ', []))));
    expect(await blockShown()).toBe(false);
    server.use(http.get(cmsUrl('/api/messe-block'), () => HttpResponse.json({}, { status: 404 })));
    expect(await blockShown()).toBe(false);
    server.resetHandlers();
    server.use(http.get(cmsUrl('/api/messe-block'), () => HttpResponse.json({}, { status: 404 })));
    expect(await blockShown()).toBe(true);
    expect(await blockShown('en')).toBe(false);
  });

  async function companiesAskedFor(locale: 'de' | 'en', query = ''): Promise<unknown[]> {
    const store = createTestStore({ apis: [cmsApi, jobsApi] });
    await loadFairExhibitors(store.dispatch, context(locale, query));
    return Object.values(store.getState().jobsApi.queries)
      .filter((entry) => entry?.endpointName === 'getExhibitionCompanies' && entry.status === 'fulfilled')
      .map((entry) => entry?.originalArgs);
  }

  it('load the page of exhibitors the URL names, after the fair dates and the sectors', async () => {
    expect(await companiesAskedFor('de')).toEqual([{ exhibitionId: 1, page: 1 }]);
    expect(await companiesAskedFor('de', 'branche=3&seite=2')).toEqual([{ exhibitionId: 1, page: 2, corporateSectors: [3] }]);
  });

  it('load no exhibitors without a fair, and every sector’s when the sectors cannot be loaded', async () => {
    expect(await companiesAskedFor('en')).toEqual([]);
    server.use(http.get(jobsUrl('/public-view-constants'), () => HttpResponse.json({}, { status: 500 })));
    expect(await companiesAskedFor('de', 'branche=3')).toEqual([{ exhibitionId: 1, page: 1 }]);
  });
});
