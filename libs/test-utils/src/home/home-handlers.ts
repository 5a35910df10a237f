import { http, HttpResponse } from 'msw';
import { cmsUrl, germanOnly } from '../cms/layout-handlers';
import { cmsRatingHandlers } from '../pages/rating-handlers';
import { noEvents, upcomingEventsDe } from '../pages/event-list-fixtures';
import { employersHomeDe, jobseekersHomeDe } from './home-fixtures';

/**
 * The home pages, the event list and the ratings with German content; other languages answer like an
 * unfilled CMS (404 for the pages, an empty list for events; see `cmsRatingHandlers` for the ratings).
 * Override one with `server.use(...)` in a test.
 */
export const cmsHomeHandlers = [
  http.get(cmsUrl('/api/arbeitssuchende'), ({ request }) => germanOnly(request, jobseekersHomeDe)),
  http.get(cmsUrl('/api/arbeitgebende'), ({ request }) => germanOnly(request, employersHomeDe)),
  http.get(cmsUrl('/api/veranstaltungens'), ({ request }) => {
    const locale = new URL(request.url).searchParams.get('locale');
    return HttpResponse.json(locale === 'de' ? upcomingEventsDe : noEvents);
  }),
  ...cmsRatingHandlers,
];
