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
import { loadHomePage } from './data/load-home-page';
import { HomePage } from './home-page';
import { homeResources, HOME_NAMESPACE } from './home-resources';

startMockServer(...cmsHomeHandlers);

function renderPage(store: TestStore): string {
  const i18n = createI18n('de', { [HOME_NAMESPACE]: homeResources, [LINK_NAMESPACE]: linkResources });
  return renderToString(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={createSiteSystem('jobseekers')}>
          <MemoryRouter initialEntries={['/']}>
            <HomePage audience="jobseekers" />
          </MemoryRouter>
        </ChakraProvider>
      </I18nextProvider>
    </Provider>,
  );
}

describe('HomePage on server and in the browser', () => {
  it('renders the same markup from the serialised store, with the loader’s day', async () => {
    // A day the real clock never shows: the page must take the loader's day, not the machine's.
    const loaderDay = '2031-05-20';
    const serverStore = createTestStore({ apis: [cmsApi] });
    await loadHomePage(serverStore.dispatch, { audience: 'jobseekers', locale: 'de', today: loaderDay });
    const serverHtml = renderPage(serverStore);
    expect(serverHtml).toContain('Gemeinsam zum passenden Job');
    expect(serverHtml).toContain('Bewerbungsfotos und Lebenslauf-Check');

    const browserStore = createTestStore({ apis: [cmsApi] });
    browserStore.dispatch(hydrated(JSON.parse(JSON.stringify(serverStore.getState()))));
    expect(renderPage(browserStore)).toBe(serverHtml);
  });
});
