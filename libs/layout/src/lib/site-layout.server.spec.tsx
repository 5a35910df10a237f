/**
 * @jest-environment node
 */
import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { cmsApi } from '@jobpoint/cms-client';
import { createI18n } from '@jobpoint/i18n';
import { cmsLayoutHandlers, createTestStore, startMockServer } from '@jobpoint/test-utils';
import { createSiteSystem, LINK_NAMESPACE, linkResources, SiteAppProvider } from '@jobpoint/ui-kit';
import { loadLayoutContent } from './data/load-layout-content';
import { layoutResources } from './i18n/layout-resources';
import { SiteLayout } from './site-layout';

startMockServer(...cmsLayoutHandlers);

describe('SiteLayout on the server', () => {
  it('renders the loaded layout without touching browser globals', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    await loadLayoutContent(store.dispatch, { audience: 'employers', locale: 'de' });
    const routes = [
      {
        path: '*',
        element: (
          <SiteLayout variant="employers" audience="employers" portalUrl="https://portal.example.org" newsletterSlot={<p>Newsletter-Box</p>}>
            <h1>Arbeitgebende</h1>
          </SiteLayout>
        ),
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://localhost/arbeitgebende'));
    if (context instanceof Response) {
      throw new Error('unexpected redirect');
    }
    const html = renderToString(
      <Provider store={store}>
        <I18nextProvider i18n={createI18n('de', { layout: layoutResources, [LINK_NAMESPACE]: linkResources })}>
          <ChakraProvider value={createSiteSystem('employers')}>
            <SiteAppProvider value="employers">
              <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
            </SiteAppProvider>
          </ChakraProvider>
        </I18nextProvider>
      </Provider>,
    );
    expect(typeof window).toBe('undefined');
    expect(html).not.toContain('Inhalte werden geladen');
    expect(html).toContain('Jobbörse-Anleitung');
    expect(html).toContain('Am 3. Oktober bleiben alle Standorte geschlossen.');
    expect(html).toContain('Login/Sign-Up Jobbörse');
    expect(html).toContain('(öffnet in einem neuen Tab)');
    expect(html).toContain(`© ${new Date().getFullYear()} jobpoint berlin`);
    // Ends the cache's removal timers, as the server does after each page.
    store.dispatch(cmsApi.util.resetApiState());
  });
});
