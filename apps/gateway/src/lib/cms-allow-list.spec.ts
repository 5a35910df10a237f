import { isAllowedCmsPath, navigationPathIds } from './cms-allow-list';

const NAVIGATION_IDS = navigationPathIds({ jobseekers: { de: 38, en: 'arbeitssuchende' } });

describe('isAllowedCmsPath', () => {
  it.each([
    '/api/footer',
    '/api/arbeitssuchende',
    '/api/veranstaltungens',
    '/api/veranstaltungens/12',
    '/api/articles/abc123',
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
