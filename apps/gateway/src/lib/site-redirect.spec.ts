import { siteRedirectTarget } from './site-redirect';

/** Forms that led, or could lead, a browser to another host or to the gateway's own endpoints. */
const HOSTILE: readonly string[] = [
  '//evil.test',
  '///evil.test',
  'https://evil.test/',
  'http:evil.test',
  'data:text/html,evil',
  'evil.test',
  ' //evil.test',
  '/.//evil.test',
  '/..//evil.test',
  '/a/..//evil.test',
  '/%2e//evil.test',
  '/%2E%2E//evil.test',
  '/.%2e//evil.test',
  '/.%2F%2Fevil.test',
  '/%2F%2Fevil.test',
  '/%2f/evil.test',
  '/.%5C%5Cevil.test',
  '/%5cevil.test',
  '/\\evil.test',
  '/\\/evil.test',
  '/.\\/evil.test',
  '\\\\evil.test',
  '/\t/evil.test',
  '/\n/evil.test',
  '/\r\n/evil.test',
  '/.\t//evil.test',
  '/api/preview/exit',
  '/api',
  '/a/../api/cms-webhook',
  '/./api/preview?secret=x',
  '/%61pi/preview',
  '/API/cms-webhook',
  '/%zz',
];

/** Paths of the site that every redirect must keep as they are (or as a browser would send them). */
const SITE_PATHS: readonly (readonly [string, string])[] = [
  ['/', '/'],
  ['/ratgeber/lebenslauf?locale=en', '/ratgeber/lebenslauf?locale=en'],
  ['/veranstaltungen/x?locale=tr#anmeldung', '/veranstaltungen/x?locale=tr'],
  ['/job-alarm/verwalten?token=abc-123_X&locale=ar&saved=1', '/job-alarm/verwalten?token=abc-123_X&locale=ar&saved=1'],
  ['/job-boerse?q=K%C3%B6chin&ort=Berlin', '/job-boerse?q=K%C3%B6chin&ort=Berlin'],
  ['/ratgeber/bewerbung-über-uns?locale=de', '/ratgeber/bewerbung-%C3%BCber-uns?locale=de'],
  ['/seite/grüße', '/seite/gr%C3%BC%C3%9Fe'],
  ['/x?next=//evil.test', '/x?next=//evil.test'],
  ['/ratgeber/./a/../lebenslauf', '/ratgeber/lebenslauf'],
  ['/apis', '/apis'],
  ['/%0d%0aSet-Cookie:x', '/%0d%0aSet-Cookie:x'],
  // Look-alikes of the solidus are characters of a path, percent-encoded: no browser reads them as a host.
  ['/／／evil.test', '/%EF%BC%8F%EF%BC%8Fevil.test'],
  ['/∕∕evil.test', '/%E2%88%95%E2%88%95evil.test'],
  ['/﹨evil.test', '/%EF%B9%A8evil.test'],
];

describe('a redirect target', () => {
  it.each(HOSTILE)('is refused for %j', (value) => {
    expect(siteRedirectTarget(value)).toBeNull();
  });

  it.each(SITE_PATHS)('keeps %j as %j', (value, target) => {
    expect(siteRedirectTarget(value)).toBe(target);
  });

  it('is a path a browser reads on this site from any of its pages, and reads the same again', () => {
    for (const [value] of SITE_PATHS) {
      const target = siteRedirectTarget(value) as string;
      for (const page of ['https://site.test/', 'https://site.test/ratgeber/a/b?locale=ar']) {
        expect(new URL(target, page).origin).toBe('https://site.test');
      }
      expect(siteRedirectTarget(target)).toBe(target);
    }
  });

  it('is refused for anything that is not a string', () => {
    for (const value of [undefined, null, 1, ['/'], { toString: () => '/' }]) {
      expect(siteRedirectTarget(value)).toBeNull();
    }
  });
});
