import { http, HttpResponse, type JsonBodyType } from 'msw';
import { CMS_TEST_URL, TEST_NAVIGATION_IDS } from './service-context';
import {
  employersNavigationDe,
  footerDe,
  jobseekersNavigationDe,
  jobseekersNavigationEn,
  navigationExtensionDe,
  notificationDe,
  socialButtons,
  strapiNotFound,
} from './layout-fixtures';

export function cmsUrl(path: string): string {
  return `${CMS_TEST_URL}${path}`;
}

const navigations = new Map<string, JsonBodyType>([
  [String(TEST_NAVIGATION_IDS.jobseekers.de), jobseekersNavigationDe],
  [String(TEST_NAVIGATION_IDS.jobseekers.en), jobseekersNavigationEn],
  [String(TEST_NAVIGATION_IDS.employers.de), employersNavigationDe],
]);

/**
 * The content service's layout endpoints with German content (English navigation for the job seekers).
 * Other languages answer like an unfilled CMS: 404. Override one with `server.use(...)` in a test.
 */
export const cmsLayoutHandlers = [
  http.get(cmsUrl('/api/navigation/render/:id'), ({ params, request }) => {
    const type = new URL(request.url).searchParams.get('type');
    const tree = navigations.get(String(params['id']));
    return type === 'TREE' && tree ? HttpResponse.json(tree) : HttpResponse.json(strapiNotFound, { status: 404 });
  }),
  http.get(cmsUrl('/api/footer'), ({ request }) => germanOnly(request, footerDe)),
  http.get(cmsUrl('/api/notification'), ({ request }) => germanOnly(request, notificationDe)),
  http.get(cmsUrl('/api/navigation-erweiterung'), ({ request }) => germanOnly(request, navigationExtensionDe)),
  http.get(cmsUrl('/api/social-buttons'), () => HttpResponse.json(socialButtons)),
];

/** `body` for a German request; other languages answer like a single type the editors have not filled (404). */
export function germanOnly(request: Request, body: JsonBodyType) {
  const locale = new URL(request.url).searchParams.get('locale');
  return locale === 'de' ? HttpResponse.json(body) : HttpResponse.json(strapiNotFound, { status: 404 });
}
