import { screen, within } from '@testing-library/react';
import { cmsApi, unwrapStrapi } from '@jobpoint/cms-client';
import { BLOCK_SCHEMAS } from '@jobpoint/cms-client/schemas';
import type { Locale } from '@jobpoint/i18n';
import { cmsLocationHandlers, limitsDe, renderWithProviders, startMockServer } from '@jobpoint/test-utils';
import { createSiteSystem, LINK_NAMESPACE, linkResources } from '@jobpoint/ui-kit';
import type { ComponentType } from 'react';
import { CONTENT_PAGE_NAMESPACE, contentPageResources } from '../content-page-resources';
import type { BlockProps } from './block';
import { loadBlockData } from '../data/load-content-page';
import { BLOCKS } from './block-registry';
import { LimitsBlock } from './limits-block';
import { TEST_ADDRESS } from '../testing/render-content-page';

startMockServer(...cmsLocationHandlers);

const TODAY = '2026-03-10';

/** Runs the block's loader like the page's loader does, then renders it from the store. */
async function renderWidget(name: 'site.locations' | 'site.chat-contact' | 'site.location-block', locale: Locale = 'de') {
  const definition = BLOCKS[name];
  const Component = definition?.Component as ComponentType<BlockProps<null>>;
  const rendered = renderWithProviders(
    <Component data={null} id={name.replace('site.', '')} tone="plain" headingLevel={2} context={{ locale, today: TODAY, pageTitle: 'Kontakt', address: TEST_ADDRESS }} />,
    {
      system: createSiteSystem('jobseekers'),
      namespaces: { [CONTENT_PAGE_NAMESPACE]: contentPageResources, [LINK_NAMESPACE]: linkResources },
      apis: [cmsApi],
      locale,
    },
  );
  await loadBlockData(rendered.store, definition, { locale, today: TODAY, query: new URLSearchParams() });
  return rendered;
}

describe('site.locations', () => {
  it('shows every location with its address, links, hours, points, infos and photos', async () => {
    await renderWidget('site.locations');
    const section = await screen.findByRole('region', { name: 'Unsere Standorte' });
    const [neukoelln, online] = Array.from(within(section).getAllByRole('list')[0].children) as HTMLElement[];
    expect(within(neukoelln).getByRole('heading', { level: 3, name: 'Jobpoint Neukölln' })).toBeInTheDocument();
    expect(within(neukoelln).getByText('Neukölln')).toBeInTheDocument();
    expect(within(neukoelln).getByText('Karl-Marx-Straße 92')).toBeInTheDocument();
    expect(within(neukoelln).getByRole('link', { name: '030 555 123 40' })).toHaveAttribute('href', 'tel:03055512340');
    expect(within(neukoelln).getByRole('link', { name: 'neukoelln@jobpoint.local' })).toHaveAttribute('href', 'mailto:neukoelln@jobpoint.local');
    expect(within(neukoelln).getByRole('link', { name: 'Jobpoint Neukölln auf der Karte zeigen (öffnet in einem neuen Tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(neukoelln).getByRole('link', { name: 'Per WhatsApp schreiben (öffnet in einem neuen Tab)' })).toHaveAttribute(
      'href',
      'https://wa.me/4930555123499',
    );
    expect(within(neukoelln).getByText('Beratung ohne Termin')).toBeInTheDocument();
    expect(within(neukoelln).getByRole('heading', { level: 4, name: 'Öffnungszeiten' })).toBeInTheDocument();
    expect(within(neukoelln).getByText('10–15 Uhr')).toBeInTheDocument();
    expect(within(neukoelln).getByRole('heading', { level: 4, name: 'Gut zu wissen' })).toBeInTheDocument();
    expect(within(neukoelln).getByText('Anfahrt').tagName).toBe('DT');
    expect(within(neukoelln).getByText('U7 Rathaus Neukölln, Bus M41 und 104.')).toBeInTheDocument();
    expect(within(neukoelln).getByRole('img', { name: 'Ladengeschäft mit Markise' })).toBeInTheDocument();

    expect(within(online).getByRole('heading', { level: 3, name: 'Online' })).toBeInTheDocument();
    expect(within(online).getByRole('link', { name: 'online@jobpoint.local' })).toBeInTheDocument();
    expect(within(online).queryByRole('link', { name: /Karte/ })).not.toBeInTheDocument();
  });
});

describe('site.chat-contact', () => {
  it('links the WhatsApp number to the chat and says when someone answers', async () => {
    await renderWidget('site.chat-contact');
    const section = await screen.findByRole('region', { name: 'Schreiben Sie uns' });
    const chat = within(section).getByRole('link', { name: '+49 30 555 123 499 (öffnet in einem neuen Tab)' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/4930555123499');
    expect(within(section).getByText('Mo–Fr, 9–17 Uhr')).toBeInTheDocument();
    // The button opens the same chat: it is not offered a second time.
    expect(within(section).getAllByRole('link')).toHaveLength(1);
  });

  it('falls back to the German contact and marks its language', async () => {
    await renderWidget('site.chat-contact', 'tr');
    const section = await screen.findByRole('region', { name: 'Schreiben Sie uns' });
    expect(section.closest('[lang="de"]')).not.toBeNull();
  });
});

describe('site.location-block', () => {
  it('introduces the locations, each with its events of the quarter', async () => {
    await renderWidget('site.location-block');
    const section = await screen.findByRole('region', { name: 'Unsere Standorte' });
    expect(within(section).getByText('Dreimal in Berlin und online')).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: 'Jobpoint Neukölln' })).toBeInTheDocument();
    expect(within(section).getByText('Veranstaltungen in diesem Quartal')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Quartalsprogramm ansehen' })).toHaveAttribute('href', '/veranstaltungen');
    expect(within(section).getByRole('img', { name: 'Der Laden von innen' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Zum Kontakt' })).toHaveAttribute('href', '/kontakt');
  });
});

describe('beratung.limits', () => {
  it('shows the header, the limits as cards and the locations under the map title', async () => {
    const limits = BLOCK_SCHEMAS['beratung.limits'].parse(unwrapStrapi(limitsDe));
    const rendered = renderWithProviders(
      <LimitsBlock data={limits} id="limits" tone="plain" headingLevel={2} context={{ locale: 'de', today: TODAY, pageTitle: 'Beratung', address: TEST_ADDRESS }} />,
      {
        system: createSiteSystem('jobseekers'),
        namespaces: { [CONTENT_PAGE_NAMESPACE]: contentPageResources, [LINK_NAMESPACE]: linkResources },
        apis: [cmsApi],
      },
    );
    await loadBlockData(rendered.store, BLOCKS['beratung.limits'], { locale: 'de', today: TODAY, query: new URLSearchParams() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Wir helfen weiter' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Grenzen unserer Beratung' });
    expect(within(section).getByText('Wofür andere Stellen zuständig sind')).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: 'Rechtsberatung' })).toBeInTheDocument();
    // The map's title shows once the locations are there.
    expect(await within(section).findByRole('heading', { level: 3, name: 'Beratungsstellen in Ihrer Nähe' })).toBeInTheDocument();
    expect(await within(section).findByRole('heading', { level: 4, name: 'Jobpoint Neukölln' })).toBeInTheDocument();
  });
});
