import { LOCALES, localeDirection } from '@jobpoint/i18n';
import { formWithoutScriptPage, RENDER_FAILURE_PAGES, RENDER_SHED_PAGES, RENDER_TIMEOUT_PAGES } from './fallback-pages';

const PAGES = {
  'render failure': RENDER_FAILURE_PAGES,
  'render timeout': RENDER_TIMEOUT_PAGES,
  'render shed': RENDER_SHED_PAGES,
  'form without script': Object.fromEntries(LOCALES.map((locale) => [locale, formWithoutScriptPage(locale, '/newsletter')])),
};

const textOf = (page: string) => page.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

describe.each(Object.entries(PAGES))('the %s page', (_, pages) => {
  it.each(LOCALES)('is written in %s, in its direction, and not indexed', (locale) => {
    const page = pages[locale] as string;
    expect(page.startsWith(`<!DOCTYPE html><html lang="${locale}" dir="${localeDirection(locale)}">`)).toBe(true);
    expect(page).toContain('<meta name="robots" content="noindex">');
  });

  it('says something else in every language', () => {
    const texts = LOCALES.map((locale) => textOf(pages[locale] as string));
    expect(new Set(texts).size).toBe(LOCALES.length);
    expect(texts[LOCALES.indexOf('ar')]).toMatch(/[\u0600-\u06ff]/);
  });
});
