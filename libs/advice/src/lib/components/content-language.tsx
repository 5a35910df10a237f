import { Box, LocaleProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { localeDirection, type Locale } from '@jobpoint/i18n';

/**
 * The `lang` and `dir` of content in another language than the page (a German article on a Turkish or
 * Arabic page); nothing when they are the same.
 */
export function languageProps(contentLocale: Locale, pageLocale: Locale): { lang?: Locale; dir?: 'ltr' | 'rtl' } {
  return contentLocale === pageLocale ? {} : { lang: contentLocale, dir: localeDirection(contentLocale) };
}

/**
 * Content the CMS has only in another language keeps that language and direction inside the page, as the
 * content pages do with their German fallback; widgets inside take their direction from it as well.
 */
export function ContentLanguage({ locale, pageLocale, children }: { locale: Locale; pageLocale: Locale; children: ReactNode }) {
  if (locale === pageLocale) {
    return children;
  }
  return (
    <LocaleProvider locale={locale}>
      <Box {...languageProps(locale, pageLocale)}>{children}</Box>
    </LocaleProvider>
  );
}
