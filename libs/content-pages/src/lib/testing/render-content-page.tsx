import { ChakraProvider } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { cmsApi } from '@jobpoint/cms-client';
import { createI18n, type Locale } from '@jobpoint/i18n';
import type { Audience } from '@jobpoint/store';
import { createTestStore, renderWithProviders, type TestStore } from '@jobpoint/test-utils';
import { createSiteSystem, LINK_NAMESPACE, linkResources } from '@jobpoint/ui-kit';
import { ContentPage } from '../content-page';
import { loadContentPage, pageAddress, type PageAddress } from '../data/load-content-page';
import { CONTENT_PAGE_NAMESPACE, contentPageResources } from '../content-page-resources';

export const TEST_TODAY = '2026-03-10';

/** The address of a page rendered alone: `/` in German, without a query. */
export const TEST_ADDRESS: PageAddress = { path: '/', query: '', urlLocale: null };

export interface RenderContentPageOptions {
  locale?: Locale;
  audience?: Audience;
  url?: string;
}

/** Runs a content page's loader, then renders the page with the loader's data, as its route does. */
export async function renderContentPage(
  singleType: string,
  { locale = 'de', audience = 'jobseekers', url = '/' }: RenderContentPageOptions = {},
) {
  const store = createTestStore({ apis: [cmsApi], site: { locale } });
  const data = await loadContentPage(store, { singleType, locale, today: TEST_TODAY, address: pageAddress(new URL(url, 'http://site.test')) });
  return renderWithProviders(<ContentPage data={data} />, {
    store,
    system: createSiteSystem(audience),
    namespaces: { [CONTENT_PAGE_NAMESPACE]: contentPageResources, [LINK_NAMESPACE]: linkResources },
    locale,
    url,
  });
}

/** A page's markup as the server renders it (German, the job seekers' theme), for comparing server and browser. */
export function renderPageToString(store: TestStore, page: ReactElement, url = '/'): string {
  const i18n = createI18n('de', { [CONTENT_PAGE_NAMESPACE]: contentPageResources, [LINK_NAMESPACE]: linkResources });
  return renderToString(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={createSiteSystem('jobseekers')}>
          <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
        </ChakraProvider>
      </I18nextProvider>
    </Provider>,
  );
}
