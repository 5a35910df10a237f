import type { ReactNode } from 'react';
import type { Locale } from '@jobpoint/i18n';
import { localeDirection } from '@jobpoint/i18n';

/** Content the editors have not translated keeps its own language and direction inside the page. */
export function ContentLanguage({ locale, pageLocale, children }: { locale: Locale; pageLocale: Locale; children: ReactNode }) {
  return locale === pageLocale ? (
    children
  ) : (
    <div lang={locale} dir={localeDirection(locale)}>
      {children}
    </div>
  );
}
