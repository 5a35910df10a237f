import { localizedPage, localizedPaths, slugForLocale, slugRedirect, urlLocaleOf } from './localized-slugs';

const EVENT = { de: 'jobdating-pflege-gesundheit', en: 'job-dating-care-health', tr: 'job-dating-bakim-saglik' };
const ARTICLE = { de: 'der-perfekte-lebenslauf', en: 'the-perfect-cv' };
const url = (path: string) => new URL(path, 'https://jobpoint.test');

describe('urlLocaleOf', () => {
  it('reads a language the site has from ?locale= and nothing else', () => {
    expect(urlLocaleOf(url('/x?locale=ar'))).toBe('ar');
    expect(urlLocaleOf(url('/x?locale=fr'))).toBeNull();
    expect(urlLocaleOf(url('/x'))).toBeNull();
  });
});

describe('slugForLocale', () => {
  it('takes the language’s own slug, else the German, else the English one', () => {
    expect(slugForLocale(EVENT, 'tr')).toBe('job-dating-bakim-saglik');
    expect(slugForLocale(ARTICLE, 'ar')).toBe('der-perfekte-lebenslauf');
    expect(slugForLocale({ en: 'english-only' }, 'tr')).toBe('english-only');
    expect(slugForLocale({}, 'de')).toBeUndefined();
  });
});

describe('localizedPaths', () => {
  it('gives every language the path of the version it shows', () => {
    expect(localizedPaths(ARTICLE, (slug) => `/ratgeber/${slug}`)).toEqual({
      de: '/ratgeber/der-perfekte-lebenslauf',
      en: '/ratgeber/the-perfect-cv',
      tr: '/ratgeber/der-perfekte-lebenslauf',
      ar: '/ratgeber/der-perfekte-lebenslauf',
    });
  });

  it('leaves out the languages that show no version of the page', () => {
    expect(localizedPaths({ tr: 'kariyer-gunu' }, (slug) => `/veranstaltungen/${slug}`)).toEqual({ tr: '/veranstaltungen/kariyer-gunu' });
  });
});

describe('slugRedirect', () => {
  it('keeps a page at its slug for the URL’s language', () => {
    expect(slugRedirect({ slug: EVENT.en, slugs: EVENT, url: url('/e?locale=en'), locale: 'en' })).toBeNull();
    expect(slugRedirect({ slug: EVENT.de, slugs: EVENT, url: url('/e'), locale: 'de' })).toBeNull();
    expect(slugRedirect({ slug: ARTICLE.de, slugs: ARTICLE, url: url('/a?locale=ar'), locale: 'ar' })).toBeNull();
  });

  it('sends every other slug to the slug of the URL’s language', () => {
    expect(slugRedirect({ slug: EVENT.de, slugs: EVENT, url: url('/e?locale=en'), locale: 'en' })).toBe(EVENT.en);
    expect(slugRedirect({ slug: EVENT.en, slugs: EVENT, url: url('/e?locale=tr'), locale: 'tr' })).toBe(EVENT.tr);
    expect(slugRedirect({ slug: ARTICLE.en, slugs: ARTICLE, url: url('/a?locale=ar'), locale: 'ar' })).toBe(ARTICLE.de);
    expect(slugRedirect({ slug: EVENT.en, slugs: EVENT, url: url('/e'), locale: 'de' })).toBe(EVENT.de);
  });

  it('keeps a URL without a language at the slug of the visitor’s language, and sends others to German', () => {
    expect(slugRedirect({ slug: EVENT.en, slugs: EVENT, url: url('/e'), locale: 'en' })).toBeNull();
    expect(slugRedirect({ slug: EVENT.tr, slugs: EVENT, url: url('/e'), locale: 'en' })).toBe(EVENT.de);
  });
});

describe('localizedPage', () => {
  const pathOf = (slug: string) => `/veranstaltungen/${slug}`;

  it('redirects to the address of the URL’s language, keeping the query, and names every language’s path', () => {
    const page = localizedPage({ slug: EVENT.de, slugs: EVENT, url: url('/e?locale=en&seite=2'), locale: 'en', pathOf });
    expect(page.redirectTo).toBe('/veranstaltungen/job-dating-care-health?locale=en&seite=2');
    expect(page.paths).toEqual({
      de: '/veranstaltungen/jobdating-pflege-gesundheit',
      en: '/veranstaltungen/job-dating-care-health',
      tr: '/veranstaltungen/job-dating-bakim-saglik',
      ar: '/veranstaltungen/jobdating-pflege-gesundheit',
    });
  });

  it('does not redirect a page at its own address', () => {
    expect(localizedPage({ slug: EVENT.tr, slugs: EVENT, url: url('/e?locale=tr'), locale: 'tr', pathOf }).redirectTo).toBeNull();
  });
});
