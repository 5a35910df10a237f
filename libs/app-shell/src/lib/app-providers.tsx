import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { Locale } from '@jobpoint/i18n';
import { CaptchaSiteKeyProvider } from '@jobpoint/mailing-client';
import type { SiteApp } from '@jobpoint/site-routes';
import { hydratingSiteSystem, siteSystem, SiteAppProvider } from '@jobpoint/ui-kit';
import type { AppStore } from './create-app-store';
import { PublicConfigProvider, type PublicConfig } from './public-config';

/**
 * Chakra's locale names; Arabic as spoken in Germany's Arab communities, written right to left. The build
 * gives these their text direction from a table (`SITE_CHAKRA_LOCALES` in tools/vite/create-app-config.mts,
 * ADR 175): a name added here belongs there too, or its direction is looked up in the browser again.
 */
const CHAKRA_LOCALES: Record<Locale, string> = { de: 'de-DE', en: 'en-GB', tr: 'tr-TR', ar: 'ar' };

export interface AppProvidersProps {
  app: SiteApp;
  store: AppStore;
  i18n: i18n;
  locale: Locale;
  publicConfig: PublicConfig;
  /** Where the UI library keeps the page's styles (see style-cache.ts). */
  styleCache: EmotionCache;
  /** In the browser over a server-rendered page: the page's global styles are in its head already. */
  hydrating?: boolean;
  children: ReactNode;
}

/** Everything a page needs around it, the same on the server and in the browser. */
export function AppProviders({ app, store, i18n, locale, publicConfig, styleCache, hydrating = false, children }: AppProvidersProps) {
  const system = hydrating ? hydratingSiteSystem(app) : siteSystem(app);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <PublicConfigProvider value={publicConfig}>
          <CaptchaSiteKeyProvider value={publicConfig.captchaSiteKey}>
            <CacheProvider value={styleCache}>
              <ChakraProvider value={system}>
                <LocaleProvider locale={CHAKRA_LOCALES[locale]}>
                  <SiteAppProvider value={app}>{children}</SiteAppProvider>
                </LocaleProvider>
              </ChakraProvider>
            </CacheProvider>
          </CaptchaSiteKeyProvider>
        </PublicConfigProvider>
      </I18nextProvider>
    </Provider>
  );
}
