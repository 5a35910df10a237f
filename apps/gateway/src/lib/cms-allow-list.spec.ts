import { CMS_BROWSER_READS, CONTENT_WIDGETS } from '@jobpoint/cms-client';
import { SITE_PAGES } from '@jobpoint/site-routes';
import { CMS_CONTENT_ENDPOINTS, isAllowedCmsPath, navigationPathIds } from './cms-allow-list';

const NAVIGATION_IDS = navigationPathIds({ jobseekers: { de: 38, en: 'arbeitssuchende' } });

describe('isAllowedCmsPath', () => {
  it.each([
    '/api/footer',
    '/api/arbeitssuchende',
    '/api/veranstaltungens',
    '/api/veranstaltungens/12',
    '/api/articles',
    '/api/seiten',
    '/api/navigation/render/38',
    '/api/navigation/render/arbeitssuchende',
    '/uploads/header_image_1a2b3c.png',
  ])('forwards %s', (path) => {
    expect(isAllowedCmsPath(path, NAVIGATION_IDS)).toBe(true);
  });

  it.each([
    '/admin',
    '/api/users',
    '/api/users/me',
    '/api/upload/files',
    '/api/footer/1',
    '/api/veranstaltungens/1/extra',
    '/api/articles/abc123',
    '/api/seiten/abc123',
    '/api/email-vorlagen',
    '/api/jobs',
    '/api/navigation',
    '/api/navigation/render',
    '/api/navigation/render/38/extra',
    '/api/navigation/render/0',
    '/api/navigation/render/39',
    '/api/navigation/render/arbeitgebende',
    '/api/i18n/locales',
    '/uploads/../config/database.js',
    '/uploads/',
    '/api/',
    '',
  ])('refuses %s', (path) => {
    expect(isAllowedCmsPath(path, NAVIGATION_IDS)).toBe(false);
  });
});

describe('CMS_CONTENT_ENDPOINTS', () => {
  const registryTypes: string[] = SITE_PAGES.flatMap((page) => (page.singleType ? [page.singleType] : []));
  it('forwards the registry’s pages, what every widget reads (an editor page may place any), and what the layout and the page modules read', () => {
    const read = new Set([...registryTypes, ...Object.values(CONTENT_WIDGETS).flat(), ...Object.values(CMS_BROWSER_READS).flat()]);
    expect([...CMS_CONTENT_ENDPOINTS].sort()).toEqual([...read].sort());
  });
});
