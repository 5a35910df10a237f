import { http, HttpResponse } from 'msw';
import { cmsUrl, germanOnly } from '../cms/layout-handlers';
import { fairBlockDe, fairEventsDe, fairFiltersDe } from './fair-fixtures';

const emptyList = { data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } };

/**
 * The fair's dates (the events list asked for the fair's format), the fair block and the fair filters in
 * German; other languages answer like an unfilled CMS. Override one with `server.use(...)` in a test.
 */
export const cmsFairHandlers = [
  http.get(cmsUrl('/api/veranstaltungens'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const fairs = params.get('filters[Formate][name][$eq]') === 'Shop a Job' && params.get('locale') === 'de';
    return HttpResponse.json(fairs ? fairEventsDe : emptyList);
  }),
  http.get(cmsUrl('/api/messe-block'), ({ request }) => germanOnly(request, fairBlockDe)),
  http.get(cmsUrl('/api/messe-filters'), ({ request }) =>
    HttpResponse.json(new URL(request.url).searchParams.get('locale') === 'de' ? fairFiltersDe : emptyList),
  ),
];
