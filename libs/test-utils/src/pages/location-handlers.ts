import { http, HttpResponse } from 'msw';
import { strapiNotFound } from '../cms/layout-fixtures';
import { cmsUrl } from '../cms/layout-handlers';
import { chatContactDe, locationBlockDe, locationsDe } from './location-fixtures';

const localeOf = (request: Request) => new URL(request.url).searchParams.get('locale');

/**
 * The locations in every language (as German content), the chat contact and the location block in
 * German only: other languages answer like an unfilled single type (404).
 */
export const cmsLocationHandlers = [
  http.get(cmsUrl('/api/standorte'), () => HttpResponse.json(locationsDe)),
  http.get(cmsUrl('/api/chat-contact'), ({ request }) =>
    localeOf(request) === 'de' ? HttpResponse.json(chatContactDe) : HttpResponse.json(strapiNotFound, { status: 404 }),
  ),
  http.get(cmsUrl('/api/standort-block'), ({ request }) =>
    localeOf(request) === 'de' ? HttpResponse.json(locationBlockDe) : HttpResponse.json(strapiNotFound, { status: 404 }),
  ),
];
