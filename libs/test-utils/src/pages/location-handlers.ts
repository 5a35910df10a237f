import { http, HttpResponse } from 'msw';
import { cmsUrl, germanOnly } from '../cms/layout-handlers';
import { chatContactDe, locationBlockDe, locationsDe } from './location-fixtures';

/**
 * The locations in every language (as German content), the chat contact and the location block in
 * German only: other languages answer like an unfilled single type (404).
 */
export const cmsLocationHandlers = [
  http.get(cmsUrl('/api/standorte'), () => HttpResponse.json(locationsDe)),
  http.get(cmsUrl('/api/chat-contact'), ({ request }) => germanOnly(request, chatContactDe)),
  http.get(cmsUrl('/api/standort-block'), ({ request }) => germanOnly(request, locationBlockDe)),
];
