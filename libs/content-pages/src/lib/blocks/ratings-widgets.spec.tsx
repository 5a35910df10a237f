import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { cmsApi } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import {
  cmsHomeHandlers,
  cmsUrl,
  noRatings,
  ratingsResponse,
  renderWithProviders,
  startMockServer,
} from '@jobpoint/test-utils';
import { createSiteSystem, LINK_NAMESPACE, linkResources } from '@jobpoint/ui-kit';
import type { ComponentType } from 'react';
import { CONTENT_PAGE_NAMESPACE, contentPageResources } from '../content-page-resources';
import type { BlockProps } from './block';
import { loadBlockData } from '../data/load-content-page';
import { BLOCKS } from './block-registry';
import { renderContentPage, TEST_TODAY as TODAY, TEST_ADDRESS } from '../testing/render-content-page';

const server = startMockServer(...cmsHomeHandlers);

const renderOptions = (locale: Locale) => ({
  system: createSiteSystem('jobseekers'),
  namespaces: { [CONTENT_PAGE_NAMESPACE]: contentPageResources, [LINK_NAMESPACE]: linkResources },
  apis: [cmsApi],
  locale,
});

/** Runs the block's loader like the page's loader does, then renders it from the store. */
async function renderWidget(name: 'site.customer-ratings' | 'site.company-ratings', locale: Locale = 'de') {
  const definition = BLOCKS[name];
  const Component = definition?.Component as ComponentType<BlockProps<null>>;
  const rendered = renderWithProviders(
    <Component
      data={null}
      id={name.replace('site.', '')}
      tone="plain"
      headingLevel={2}
      context={{ locale, today: TODAY, pageTitle: 'Start', address: TEST_ADDRESS }}
    />,
    renderOptions(locale),
  );
  await loadBlockData(rendered.store, definition, { locale, today: TODAY, query: new URLSearchParams() });
  return rendered;
}

const cards = (section: HTMLElement) => within(within(section).getByRole('list')).getAllByRole('listitem');

describe('site.customer-ratings', () => {
  it('shows the block titles, each rating with its name, text and stars in words, and the button', async () => {
    await renderWidget('site.customer-ratings');
    const section = await screen.findByRole('region', { name: 'Das sagen andere über uns' });
    expect(within(section).getByText('Erfahrungen von Arbeitssuchenden und Unternehmen')).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: 'Arbeitssuchende' })).toBeInTheDocument();
    const [jana, mohammed, aylin] = cards(section);
    expect(within(jana).getByText('Jana W.')).toBeInTheDocument();
    expect(within(jana).getByText(/Nach der Elternzeit/).tagName).toBe('BLOCKQUOTE');
    expect(within(jana).getByText('4 von 5 Sternen')).toBeInTheDocument();
    expect(within(mohammed).getByText('5 von 5 Sternen')).toBeInTheDocument();
    // Stars the editors left empty count as none; a rating without text still names who gave it.
    expect(within(aylin).getByText('0 von 5 Sternen')).toBeInTheDocument();
    expect(within(aylin).getByText('Aylin K.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Eigene Erfahrung teilen' })).toHaveAttribute('href', '/kontakt');
  });

  it('draws the stars for the eye only, filled as many as given', async () => {
    await renderWidget('site.customer-ratings');
    const section = await screen.findByRole('region', { name: 'Das sagen andere über uns' });
    const stars = cards(section)[0].querySelectorAll('svg');
    expect(stars).toHaveLength(5);
    expect(stars[0].parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(within(cards(section)[0]).queryByRole('img')).toBeNull();
  });

  it('keeps the stars between 0 and 5', async () => {
    server.use(
      http.get(cmsUrl('/api/bewertungs'), () =>
        HttpResponse.json(
          ratingsResponse('de', [
            [1, 'Zu viele', 9, 'Großartig'],
            [2, 'Zu wenige', -2, 'Naja'],
          ]),
        ),
      ),
    );
    await renderWidget('site.customer-ratings');
    const section = await screen.findByRole('region', { name: 'Das sagen andere über uns' });
    const [many, few] = cards(section);
    expect(within(many).getByText('5 von 5 Sternen')).toBeInTheDocument();
    expect(within(few).getByText('0 von 5 Sternen')).toBeInTheDocument();
  });

  it('shows the English ratings inside the German block on an English page, the stars in English', async () => {
    await renderWidget('site.customer-ratings', 'en');
    const section = await screen.findByRole('region', { name: 'Das sagen andere über uns' });
    expect(section.closest('[lang="de"]')).not.toBeNull();
    const list = within(section).getByRole('list');
    expect(list.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(within(list).getByText('Jana W.')).toBeInTheDocument();
    expect(within(list).getByText('4 out of 5 stars')).toBeInTheDocument();
  });

  it('falls back to the German ratings on an Arabic page and says the stars in Arabic, right to left', async () => {
    await renderWidget('site.customer-ratings', 'ar');
    const section = await screen.findByRole('region', { name: 'Das sagen andere über uns' });
    expect(section.closest('[lang="de"]')).toHaveAttribute('dir', 'ltr');
    const stars = within(cards(section)[0]).getByText('4 من 5 نجوم');
    expect(stars.closest('[lang]')).toHaveAttribute('lang', 'ar');
    expect(stars.closest('[lang]')).toHaveAttribute('dir', 'rtl');
  });
});

describe('site.company-ratings', () => {
  it("shows the companies' ratings under the company title, the Turkish page with the German ones", async () => {
    await renderWidget('site.company-ratings', 'tr');
    const section = await screen.findByRole('region', { name: 'Das sagen andere über uns' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Unternehmen' })).toBeInTheDocument();
    const [spree, sonnenhof] = cards(section);
    expect(within(spree).getByText('Spree Logistik GmbH')).toBeInTheDocument();
    expect(within(spree).getByText('5 üzerinden 4 yıldız').closest('[lang]')).toHaveAttribute('lang', 'tr');
    expect(within(sonnenhof).getByText(/zwei Pflegehilfskräfte/)).toBeInTheDocument();
  });
});

describe('the ratings on the home pages', () => {
  function renderHome(singleType: 'arbeitssuchende' | 'arbeitgebende') {
    return renderContentPage(singleType, { url: singleType === 'arbeitgebende' ? '/arbeitgebende' : '/' });
  }

  it('shows the job seekers their ratings before the timeline, and the employers the companies', async () => {
    await renderHome('arbeitssuchende');
    const ratings = await screen.findByRole('region', { name: 'Das sagen andere über uns' });
    expect(within(ratings).getByRole('heading', { level: 3 })).toHaveTextContent('Arbeitssuchende');
    const timeline = screen.getByRole('region', { name: 'Unsere Geschichte' });
    expect(ratings.compareDocumentPosition(timeline) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the employers the companies' ratings", async () => {
    await renderHome('arbeitgebende');
    const ratings = await screen.findByRole('region', { name: 'Das sagen andere über uns' });
    expect(within(ratings).getByRole('heading', { level: 3 })).toHaveTextContent('Unternehmen');
  });

  it('shows no ratings block, not even its titles, when there are no ratings', async () => {
    server.use(http.get(cmsUrl('/api/bewertungs'), () => HttpResponse.json(noRatings)));
    await renderHome('arbeitssuchende');
    expect(await screen.findByRole('region', { name: 'Unsere Geschichte' })).toBeInTheDocument();
    expect(screen.queryByText('Das sagen andere über uns')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Eigene Erfahrung teilen' })).toBeNull();
  });

  it('leaves the block out and still shows the page when the ratings fail', async () => {
    server.use(http.get(cmsUrl('/api/bewertungs'), () => HttpResponse.json({}, { status: 500 })));
    await renderHome('arbeitssuchende');
    expect(await screen.findByRole('region', { name: 'Unsere Geschichte' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Das sagen andere über uns' })).toBeNull();
    expect(screen.queryByText(/von 5 Sternen/)).toBeNull();
  });
});
