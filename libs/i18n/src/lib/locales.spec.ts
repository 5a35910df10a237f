import { isLocale, localeDirection, localizedUrl, resolveLocale } from './locales';

describe('resolveLocale', () => {
  it('prefers the query parameter over the cookie', () => {
    expect(resolveLocale({ query: 'en', cookie: 'tr' })).toBe('en');
  });

  it('uses the cookie when the query has no locale', () => {
    expect(resolveLocale({ query: null, cookie: 'ar' })).toBe('ar');
    expect(resolveLocale({ query: '', cookie: 'tr' })).toBe('tr');
    expect(resolveLocale({ cookie: 'en' })).toBe('en');
  });

  it('falls back to German for an unknown query value', () => {
    expect(resolveLocale({ query: 'fr', cookie: 'en' })).toBe('de');
  });

  it('falls back to German for an unknown cookie and no query', () => {
    expect(resolveLocale({ cookie: '<script>' })).toBe('de');
    expect(resolveLocale({})).toBe('de');
  });
});

describe('locales', () => {
  it('knows the four languages only', () => {
    expect(['de', 'en', 'tr', 'ar'].every(isLocale)).toBe(true);
    expect(isLocale('DE')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('writes Arabic right to left', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('tr')).toBe('ltr');
  });
});

describe('localizedUrl', () => {
  it('addresses German at the bare path and every other language with ?locale=', () => {
    expect(localizedUrl('https://a.b', '/faq', 'de')).toBe('https://a.b/faq');
    expect(localizedUrl('https://a.b', '/faq', 'en')).toBe('https://a.b/faq?locale=en');
    expect(localizedUrl('https://a.b', '/', 'ar')).toBe('https://a.b/?locale=ar');
  });
});
