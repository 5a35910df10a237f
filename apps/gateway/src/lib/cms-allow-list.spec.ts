import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hasContentDescription } from '@jobpoint/cms-client';
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

const CMS_CLIENT_SOURCES = path.resolve(__dirname, '../../../../libs/cms-client/src');

/** The content endpoints the CMS client names in its requests (`'/api/footer'`), from its source files. */
function endpointsTheClientRequests(): Set<string> {
  const files = readdirSync(CMS_CLIENT_SOURCES, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file),
  );
  const named = files.flatMap((file) =>
    [...readFileSync(path.join(CMS_CLIENT_SOURCES, file), 'utf8').matchAll(/['`]\/api\/([a-z0-9-]+)/g)].map((match) => match[1]),
  );
  return new Set(named.filter((endpoint) => endpoint !== 'navigation'));
}

describe('CMS_CONTENT_ENDPOINTS', () => {
  const requested = endpointsTheClientRequests();
  const registryTypes = SITE_PAGES.flatMap((page) => (page.singleType ? [page.singleType] : []));

  it('lets every registry page be read after a navigation in the browser: it has a content description or a request of its own', () => {
    const unread = registryTypes.filter((singleType) => !hasContentDescription(singleType) && !requested.has(singleType));
    expect(unread).toEqual([]);
  });

  it('forwards exactly what the browser reads: the registry’s content pages and what the CMS client requests', () => {
    const read = new Set([...registryTypes.filter(hasContentDescription), ...requested]);
    expect([...CMS_CONTENT_ENDPOINTS].sort()).toEqual([...read].sort());
  });
});
