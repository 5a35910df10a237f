import { screen, within } from '@testing-library/react';
import { cmsApi } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { hydrated } from '@jobpoint/store';
import { cmsEditorPageHandlers, cmsLocationHandlers, createTestStore, renderWithProviders, startMockServer, type TestStore } from '@jobpoint/test-utils';
import { createSiteSystem, LINK_NAMESPACE, linkResources } from '@jobpoint/ui-kit';
import { CONTENT_PAGE_NAMESPACE, contentPageResources } from './content-page-resources';
import { loadEditorPage, type EditorPageData } from './data/load-editor-page';
import { EditorPage } from './editor-page';
import { renderPageToString } from './testing/render-content-page';

startMockServer(...cmsEditorPageHandlers, ...cmsLocationHandlers);

const TODAY = '2026-03-10';
const NAMESPACES = { [CONTENT_PAGE_NAMESPACE]: contentPageResources, [LINK_NAMESPACE]: linkResources };

async function renderEditorPage(path: string, locale: Locale = 'de') {
  const url = new URL(path, 'http://site.test');
  const store = createTestStore({ apis: [cmsApi], site: { locale } });
  const data = await loadEditorPage(store, { slug: url.pathname.slice(1), locale, today: TODAY, url });
  return renderWithProviders(<EditorPage data={data} />, { store, system: createSiteSystem('jobseekers'), namespaces: NAMESPACES, locale, url: path });
}

describe('EditorPage', () => {
  it('shows the editors’ blocks in their order, the opening section carrying the h1, and the widget with its content', async () => {
    await renderEditorPage('/ankommen-in-berlin');
    const headings = await screen.findAllByRole('heading', { level: 1 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Ankommen in Berlin']);
    expect(screen.getByRole('link', { name: 'Zur Beratung' })).toHaveAttribute('href', '/beratung');
    expect(screen.getByText('Wohnung', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ist die Beratung kostenlos?' })).toBeInTheDocument();
    const locations = await screen.findByRole('region', { name: 'Unsere Standorte' });
    expect(within(locations).getByRole('heading', { level: 3, name: 'Jobpoint Neukölln' })).toBeInTheDocument();
    const blocks = Array.from(document.querySelectorAll('section[id]')).map((section) => section.id);
    expect(blocks).toEqual(['section-1', 'rich-text-2', 'faq-section-3', 'locations']);
  });

  it('gives a page that opens with text a hidden h1 of its title, in the page’s language and direction', async () => {
    await renderEditorPage('/ankommen-in-berlin?locale=ar', 'ar');
    const [heading] = await screen.findAllByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('الوصول إلى برلين: طريقك إلى العمل');
    expect(screen.getByText('سجّل سكنك في مكتب المواطنين.')).toBeInTheDocument();
    expect(document.querySelector('[lang="de"]')).toBeNull();
  });

  it('lets a title block open the page with the h1', async () => {
    await renderEditorPage('/arriving-in-berlin?locale=en', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Arriving in Berlin' })).toBeInTheDocument();
  });

  it('marks the German page shown for a language without a version of it', async () => {
    await renderEditorPage('/ankommen-in-berlin?locale=tr', 'tr');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ankommen in Berlin' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'de');
    expect(heading.closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });
});

function renderPage(store: TestStore, data: EditorPageData): string {
  return renderPageToString(store, <EditorPage data={data} />, '/ankommen-in-berlin');
}

describe('an editor page on server and in the browser', () => {
  it('renders the same markup from the serialised store and loader data', async () => {
    const serverStore = createTestStore({ apis: [cmsApi] });
    const url = new URL('http://site.test/ankommen-in-berlin');
    const data = await loadEditorPage(serverStore, { slug: 'ankommen-in-berlin', locale: 'de', today: TODAY, url });
    const serverHtml = renderPage(serverStore, data);
    expect(serverHtml).toContain('Ankommen in Berlin');
    expect(serverHtml).toContain('Jobpoint Neukölln');

    const browserStore = createTestStore({ apis: [cmsApi] });
    browserStore.dispatch(hydrated(JSON.parse(JSON.stringify(serverStore.getState()))));
    expect(renderPage(browserStore, JSON.parse(JSON.stringify(data)))).toBe(serverHtml);
  });
});
