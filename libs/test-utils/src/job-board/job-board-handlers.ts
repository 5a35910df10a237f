import { http, HttpResponse } from 'msw';
import { strapiNotFound } from '../cms/layout-fixtures';
import { cmsUrl } from '../cms/layout-handlers';
import { bookmarksPageDe, jobBoardPageDe, jobDetailLabelsDe } from './job-board-fixtures';

function germanOnly(request: Request, body: object) {
  const locale = new URL(request.url).searchParams.get('locale');
  return locale === 'de' ? HttpResponse.json(body) : HttpResponse.json(strapiNotFound, { status: 404 });
}

/**
 * The job board's single types with German content; other languages answer like an unfilled CMS (404).
 * Override one with `server.use(...)` in a test.
 */
export const cmsJobBoardHandlers = [
  http.get(cmsUrl('/api/jobboerse'), ({ request }) => germanOnly(request, jobBoardPageDe)),
  http.get(cmsUrl('/api/jobboerse-detail-seite'), ({ request }) => germanOnly(request, jobDetailLabelsDe)),
  http.get(cmsUrl('/api/merkliste-seite'), ({ request }) => germanOnly(request, bookmarksPageDe)),
];
