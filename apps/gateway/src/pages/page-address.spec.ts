import { matchRoutes } from 'react-router';
import { appForPath, pagePath, pagesOf, SITE_PAGES } from '@jobpoint/site-routes';
import { pageAddress, routedPage, withLeftOutParams } from './page-address';

describe('routedPage', () => {
  it.each([
    ['/', 'jobseekersHome'],
    ['/FAQ/', 'faq'],
    ['/job-boerse/merkliste', 'bookmarks'],
    ['/job-boerse/koch-1', 'jobDetail'],
    ['/veranstaltungen/latest', 'latestEvent'],
    ['/ankommen-in-berlin', 'editorPage'],
    ['/shop-a-job-messe', 'fair'],
  ])('finds the page the app renders at %s: %s', (pathname, key) => {
    expect(routedPage(pathname)?.page.key).toBe(key);
  });

  it('finds none where only the app’s 404 is', () => {
    expect(routedPage('/gibt/es/nicht')).toBeNull();
    expect(routedPage('/arbeitgebende/gibt-es-nicht')).toBeNull();
  });

  const registryPaths = SITE_PAGES.map((page) => pagePath(page.key, { jobParam: 'koch-1', slug: 'lebenslauf', pageSlug: 'ankommen-in-berlin' }));
  const addresses = [
    ...registryPaths,
    ...registryPaths.map((path) => path.toUpperCase()),
    ...registryPaths.map((path) => `${path}/`),
    ...registryPaths.map((path) => `${path}//`),
    ...registryPaths.map((path) => `${path}/x`),
    '//',
    '//faq',
    '/f%61q',
    '/job-boerse/koch%2F1',
    '/job-boerse/%E0%A4%A',
    '/ratgeber/l%C3%BCcke',
    '/veranstaltungen/LATEST',
    '/arbeitgebende/faq',
    '/gibt-es-nicht',
    '/a/b/c/d',
  ];

  it.each(addresses)('finds for %s the page React Router’s matchRoutes finds, with its parameters', (pathname) => {
    const match = matchRoutes(
      pagesOf(appForPath(pathname)).map((page) => ({ path: page.path, page })),
      pathname,
    )?.at(-1);
    const routed = routedPage(pathname);
    expect(routed?.page.key ?? null).toBe(match?.route.page.key ?? null);
    expect(routed?.params ?? null).toEqual(match ? { ...match.params } : null);
  });
});

describe('pageAddress', () => {
  it('keeps the parameters the page reads, sorted by name, and leaves the rest out', () => {
    const address = pageAddress('/job-boerse', '?utm_source=n1&q=koch&plz=10115&fbclid=x&kategorie=3&kategorie=1&gclid=y');
    expect(address.query).toBe('?kategorie=3&kategorie=1&plz=10115&q=koch');
    expect([...address.leftOut]).toEqual([
      ['utm_source', 'n1'],
      ['fbclid', 'x'],
      ['gclid', 'y'],
    ]);
  });

  it('gives the same address whatever the order of the parameters', () => {
    expect(pageAddress('/veranstaltungen', '?seite=2&art=workshop&q=pflege').query).toBe(pageAddress('/veranstaltungen', '?q=pflege&seite=2&art=workshop').query);
  });

  it('keeps `locale` on every page, but only naming a language of the site', () => {
    expect(pageAddress('/faq', '?locale=ar&seite=2&mc_cid=1').query).toBe('?locale=ar');
    expect(pageAddress('/faq', '?locale=klingonisch').query).toBe('');
    expect(pageAddress('/gibt/es/nicht', '?locale=en&q=x').query).toBe('?locale=en');
  });

  it('leaves a page without parameters of its own with none', () => {
    expect(pageAddress('/ueber-uns', '')).toMatchObject({ pathname: '/ueber-uns', query: '' });
  });
});

describe('withLeftOutParams', () => {
  const address = pageAddress('/job-boerse/1', '?utm_source=n1&utm_medium=mail&locale=en');

  it('puts the left-out parameters back on a path, before its fragment', () => {
    expect(withLeftOutParams('/job-boerse/1-koch?locale=en#bewerben', address)).toBe('/job-boerse/1-koch?locale=en&utm_source=n1&utm_medium=mail#bewerben');
  });

  it('keeps a value the target names itself, and leaves other targets as they are', () => {
    expect(withLeftOutParams('/job-boerse/1-koch?utm_medium=web', address)).toBe('/job-boerse/1-koch?utm_medium=web&utm_source=n1');
    expect(withLeftOutParams('https://example.org/', address)).toBe('https://example.org/');
    expect(withLeftOutParams('/faq', pageAddress('/faq', '?locale=en'))).toBe('/faq');
  });
});
