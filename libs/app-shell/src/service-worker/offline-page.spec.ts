import { offlinePageHtml, offlinePageLocale } from './offline-page';
import { isKeepPageMessage, isKeptImagePath, isKeptOffline, isKeptPageResponse, isPageRequestPath, KEEP_PAGE_MESSAGE } from './offline-rules';

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the offline page', () => {
  it('speaks the language the page address asks for, right to left in Arabic', () => {
    const arabic = parse(offlinePageHtml(new URL('https://site.test/faq?locale=ar')));
    expect(arabic.documentElement.lang).toBe('ar');
    expect(arabic.documentElement.dir).toBe('rtl');
    expect(arabic.querySelector('h1')?.textContent).toBe('لا يوجد اتصال بالإنترنت');
    expect(parse(offlinePageHtml(new URL('https://site.test/faq?locale=tr'))).querySelector('h1')?.textContent).toBe(
      'İnternet bağlantısı yok',
    );
    expect(parse(offlinePageHtml(new URL('https://site.test/faq?locale=en'))).querySelector('h1')?.textContent).toBe(
      'No internet connection',
    );
  });

  it('is German without a language or with one the site does not have', () => {
    expect(offlinePageLocale(new URL('https://site.test/faq'))).toBe('de');
    expect(offlinePageLocale(new URL('https://site.test/faq?locale=fr'))).toBe('de');
    const page = parse(offlinePageHtml(new URL('https://site.test/faq')));
    expect(page.documentElement.dir).toBe('ltr');
    expect(page.querySelector('h1')?.textContent).toBe('Keine Internetverbindung');
  });

  it('links to the page again and to the Merkliste in the same language, with the address escaped', () => {
    const page = parse(offlinePageHtml(new URL('https://site.test/ratgeber/a"b?locale=en&x=<y>')));
    const links = [...page.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/ratgeber/a%22b?locale=en&x=%3Cy%3E', '/job-boerse/merkliste?locale=en']);
    expect(page.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('the offline rules', () => {
  it('keeps the Merkliste and job pages after a visit inside the app, not other pages', () => {
    expect(isKeptOffline('/job-boerse/merkliste')).toBe(true);
    expect(isKeptOffline('/job-boerse/pflegefachkraft-m-w-d-1312')).toBe(true);
    expect(isKeptOffline('/job-boerse')).toBe(false);
    expect(isKeptOffline('/faq')).toBe(false);
  });

  it('keeps complete pages, but no error page and none that no one may keep (an editor’s preview)', () => {
    const page = (status: number, headers: Record<string, string>) => ({ status, headers: new Headers(headers) });
    expect(isKeptPageResponse(page(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=10' }))).toBe(true);
    expect(isKeptPageResponse(page(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }))).toBe(true);
    expect(isKeptPageResponse(page(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' }))).toBe(false);
    expect(isKeptPageResponse(page(503, { 'content-type': 'text/html; charset=utf-8' }))).toBe(false);
    expect(isKeptPageResponse(page(200, { 'content-type': 'application/json' }))).toBe(false);
  });

  it('treats the gateway’s forwarders, files and downloads as no page', () => {
    for (const path of ['/', '/faq', '/job-boerse/koch-1200', '/ratgeber/lebenslauf']) {
      expect(isPageRequestPath(path)).toBe(true);
    }
    for (const path of [
      '/cms/api/faq',
      '/jobs-api/jobs',
      '/static/jobseekers/assets/x.js',
      '/sitemap.xml',
      '/job-boerse/koch-1200/pdf',
      '/_dev/mailbox',
    ]) {
      expect(isPageRequestPath(path)).toBe(false);
    }
  });

  it('keeps the company logos and the site’s icon, not other files', () => {
    expect(isKeptImagePath('/jobs-api/logos/11.svg')).toBe(true);
    expect(isKeptImagePath('/favicon.svg')).toBe(true);
    for (const pathname of ['/jobs-api/jobs', '/jobs-api/logos/x.svg', '/jobs-api/logos/11.svg/more', '/cms/uploads/team.jpg', '/favicon.ico']) {
      expect(isKeptImagePath(pathname)).toBe(false);
    }
  });

  it('reads only its own messages', () => {
    expect(isKeepPageMessage({ type: KEEP_PAGE_MESSAGE, url: '/job-boerse/merkliste' })).toBe(true);
    expect(isKeepPageMessage({ type: KEEP_PAGE_MESSAGE })).toBe(false);
    expect(isKeepPageMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isKeepPageMessage(null)).toBe(false);
  });
});
