import { cmsApi } from '@jobpoint/cms-client';
import { hydrated } from '@jobpoint/store';
import { cmsHomeHandlers, createTestStore, startMockServer, type TestStore } from '@jobpoint/test-utils';
import { ContentPage } from './content-page';
import { loadContentPage, type ContentPageData } from './data/load-content-page';
import { renderPageToString, TEST_ADDRESS } from './testing/render-content-page';

startMockServer(...cmsHomeHandlers);

function renderPage(store: TestStore, data: ContentPageData): string {
  return renderPageToString(store, <ContentPage data={data} />);
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
