import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { cmsApi } from '@jobpoint/cms-client';
import { createI18n } from '@jobpoint/i18n';
import { hydrated } from '@jobpoint/store';
import { cmsHomeHandlers, createTestStore, startMockServer, type TestStore } from '@jobpoint/test-utils';
import { createSiteSystem, LINK_NAMESPACE, linkResources } from '@jobpoint/ui-kit';
import { ContentPage } from './content-page';
import { loadContentPage, type ContentPageData } from './data/load-content-page';
import { contentPageResources, CONTENT_PAGE_NAMESPACE } from './content-page-resources';
import { TEST_ADDRESS } from './testing/render-content-page';

startMockServer(...cmsHomeHandlers);

function renderPage(store: TestStore, data: ContentPageData): string {
  const i18n = createI18n('de', { [CONTENT_PAGE_NAMESPACE]: contentPageResources, [LINK_NAMESPACE]: linkResources });
  return renderToString(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={createSiteSystem('jobseekers')}>
          <MemoryRouter initialEntries={['/']}>
            <ContentPage data={data} />
          </MemoryRouter>
        </ChakraProvider>
      </I18nextProvider>
    </Provider>,
  );
}

describe('a content page on server and in the browser', () => {
  it('renders the same markup from the serialised store, with the loader’s day', async () => {
    // A day the real clock never shows: the page must take the loader's day, not the machine's.
    const loaderDay = '2031-05-20';
    const serverStore = createTestStore({ apis: [cmsApi] });
    const data = await loadContentPage(serverStore, { singleType: 'arbeitssuchende', locale: 'de', today: loaderDay, address: TEST_ADDRESS });
    const serverHtml = renderPage(serverStore, data);
    expect(serverHtml).toContain('Gemeinsam zum passenden Job');
    expect(serverHtml).toContain('Bewerbungsfotos und Lebenslauf-Check');

    const browserStore = createTestStore({ apis: [cmsApi] });
    browserStore.dispatch(hydrated(JSON.parse(JSON.stringify(serverStore.getState()))));
    expect(renderPage(browserStore, JSON.parse(JSON.stringify(data)))).toBe(serverHtml);
  });
});
