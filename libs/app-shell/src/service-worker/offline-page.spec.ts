import { offlinePageHtml, offlinePageLocale } from './offline-page';
import { isHashedAssetPath, isKeepPageMessage, isKeptImagePath, isKeptOffline, isKeptPageResponse, isPageRequestPath, KEEP_PAGE_MESSAGE } from './offline-rules';

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

  it('is a whole page of its own: not indexed, sized for a phone, with the site’s name, the notice and two links a finger can hit', () => {
    const page = parse(offlinePageHtml(new URL('https://site.test/faq')));
    expect(page.title).toBe('Keine Internetverbindung – jobpoint berlin');
    expect(page.querySelector('meta[charset]')?.getAttribute('charset')).toBe('utf-8');
    expect(page.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe('width=device-width, initial-scale=1');
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    const wordmark = page.querySelector('main > p');
    expect(wordmark?.textContent).toBe('jobpoint berlin');
    expect(wordmark?.getAttribute('dir')).toBe('ltr');
    expect(page.querySelector('h1 + p')?.textContent).toBe(
      'Diese Seite ist auf diesem Gerät nicht gespeichert. Seiten, die Sie schon besucht haben, und Ihre Merkliste können Sie auch ohne Verbindung öffnen.',
    );
    const links = [...page.querySelectorAll<HTMLAnchorElement>('li > a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Erneut versuchen', '/faq'],
      ['Zur Merkliste', '/job-boerse/merkliste'],
    ]);
    for (const link of links) {
      expect(link.style.minHeight).toBe('44px');
      expect(link.style.display).toBe('inline-block');
    }
    expect(page.body.style.fontFamily).toBe('system-ui, sans-serif');
    expect(page.querySelector('main')?.style.maxWidth).toBe('40rem');
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

  it('tells a page from the gateway’s paths by the whole first segment, and a file by its ending alone', () => {
    for (const path of ['/cms-hilfe', '/ratgeber/cms', '/apisto', '/ratgeber/dr.-med-lebenslauf']) {
      expect(isPageRequestPath(path)).toBe(true);
    }
    for (const path of ['/cms', '/api', '/static', '/ratgeber/lebenslauf.PDF']) {
      expect(isPageRequestPath(path)).toBe(false);
    }
  });

  it('reads no-store wherever it stands in the header, and only the whole directive', () => {
    const page = (cacheControl: string) => ({ status: 200, headers: new Headers({ 'content-type': 'text/html', 'cache-control': cacheControl }) });
    expect(isKeptPageResponse(page('no-store'))).toBe(false);
    expect(isKeptPageResponse(page('private,no-store'))).toBe(false);
    expect(isKeptPageResponse(page('NO-STORE , private'))).toBe(false);
    expect(isKeptPageResponse(page('no-storage'))).toBe(true);
  });

  it('knows the apps’ built script and style files by their place, and nothing else', () => {
    for (const path of ['/static/jobseekers/assets/main-C-s6G01d.js', '/static/employers/assets/index-Bx1.css']) {
      expect(isHashedAssetPath(path)).toBe(true);
    }
    for (const path of [
      '/static/jobseekers/assets/main.js.map',
      '/static/jobseekers/assets/nested/main.js',
      '/static/jobseekers/sw.js',
      '/static/Jobseekers/assets/main.js',
      '/x/static/jobseekers/assets/main.js',
      '/static/jobseekers/assets/logo.svg',
    ]) {
      expect(isHashedAssetPath(path)).toBe(false);
    }
  });

  it('keeps the company logos and the site’s icon, not other files', () => {
    expect(isKeptImagePath('/x/jobs-api/logos/11.svg')).toBe(false);
    expect(isKeptImagePath('/jobs-api/logos/11.svg')).toBe(true);
    expect(isKeptImagePath('/favicon.png')).toBe(true);
    for (const pathname of ['/jobs-api/jobs', '/jobs-api/logos/x.svg', '/jobs-api/logos/11.svg/more', '/cms/uploads/team.jpg', '/favicon.ico', '/favicon.svg']) {
      expect(isKeptImagePath(pathname)).toBe(false);
    }
  });

  it('reads only its own messages', () => {
    expect(isKeepPageMessage({ type: KEEP_PAGE_MESSAGE, url: '/job-boerse/merkliste' })).toBe(true);
    expect(isKeepPageMessage({ type: KEEP_PAGE_MESSAGE })).toBe(false);
    expect(isKeepPageMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isKeepPageMessage({ type: 'SKIP_WAITING', url: '/faq' })).toBe(false);
    expect(isKeepPageMessage(Object.assign(() => undefined, { type: KEEP_PAGE_MESSAGE, url: '/faq' }))).toBe(false);
    expect(isKeepPageMessage(null)).toBe(false);
  });
});
