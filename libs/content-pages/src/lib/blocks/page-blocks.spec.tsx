import { screen, within } from '@testing-library/react';
import { unwrapStrapi, type BlockData, type BlockName } from '@jobpoint/cms-client';
import { BLOCK_SCHEMAS } from '@jobpoint/cms-client/schemas';
import type { Locale } from '@jobpoint/i18n';
import {
  addressesDe,
  dosDe,
  factsDe,
  openingTimesDe,
  renderWithProviders,
  shopLocationDe,
} from '@jobpoint/test-utils';
import { createSiteSystem, LINK_NAMESPACE, linkResources } from '@jobpoint/ui-kit';
import type { ReactElement } from 'react';
import { CONTENT_PAGE_NAMESPACE, contentPageResources } from '../content-page-resources';
import { AddressListBlock } from './address-list-block';
import {
  addressHasContent,
  bulletListHasContent,
  factHasContent,
  openingTimeHasContent,
  shopLocationHasContent,
} from './block-has-content';
import { BulletListBlock } from './bullet-list-block';
import { FactListBlock } from './fact-list-block';
import { OpeningTimesBlock } from './opening-times-block';
import { ShopLocationBlock } from './shop-location-block';
import { TEST_ADDRESS } from '../testing/render-content-page';

const context = (locale: Locale = 'de') => ({ locale, today: '2026-03-10', pageTitle: 'Seite', address: TEST_ADDRESS });

/** A fixture as the page's query parses it. */
function parse<Name extends BlockName>(name: Name, value: unknown): BlockData<Name> {
  return BLOCK_SCHEMAS[name].parse(unwrapStrapi(value)) as BlockData<Name>;
}

function renderBlock(ui: ReactElement, locale: Locale = 'de') {
  return renderWithProviders(ui, {
    system: createSiteSystem('jobseekers'),
    namespaces: { [CONTENT_PAGE_NAMESPACE]: contentPageResources, [LINK_NAMESPACE]: linkResources },
    locale,
  });
}

describe('FactListBlock', () => {
  it('shows each figure with what it counts, in reading order', () => {
    const facts = factsDe.map((fact) => parse('shared.fact', fact));
    renderBlock(<FactListBlock data={facts} id="facts" tone="plain" headingLevel={2} context={context()} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['12.000+Beratungsgespräche pro Jahr', '900+Partnerunternehmen']);
  });

  it('shows the title field that heads it as the heading of its region', () => {
    const facts = factsDe.map((fact) => parse('shared.fact', fact));
    renderBlock(<FactListBlock data={facts} id="facts" tone="plain" headingLevel={2} title="Zahlen und Fakten" context={context()} />);
    const region = screen.getByRole('region', { name: 'Zahlen und Fakten' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Zahlen und Fakten');
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
  });

  it('counts a fact without a value as empty', () => {
    expect(factHasContent(parse('shared.fact', { value: ' ', label: 'Partner' }))).toBe(false);
  });
});

describe('BulletListBlock', () => {
  it('titles the list and marks the dos with a sign that screen readers skip', () => {
    const { container } = renderBlock(
      <BulletListBlock data={parse('shared.bullet-list', dosDe)} id="dos" tone="plain" headingLevel={2} context={context()} />,
    );
    const section = screen.getByRole('region', { name: 'Das wirkt' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Das wirkt' })).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Konkrete Aufgaben statt Floskeln',
      'Gehalt oder Gehaltsspanne nennen',
    ]);
    const icons = container.querySelectorAll('li svg');
    expect(icons).toHaveLength(2);
    icons.forEach((icon) => expect(icon).toHaveAttribute('aria-hidden', 'true'));
  });

  it('shows another list with plain bullets', () => {
    const { container } = renderBlock(
      <BulletListBlock data={parse('shared.bullet-list', { ...dosDe, title: 'Stellen verwalten' })} id="jobManagement" tone="plain" headingLevel={2} context={context()} />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelectorAll('li svg')).toHaveLength(0);
  });

  it('counts a list without items as empty', () => {
    expect(bulletListHasContent(parse('shared.bullet-list', { title: 'Das wirkt', items: [] }))).toBe(false);
  });
});

describe('AddressListBlock', () => {
  it('names each location and links its phone, e-mail and a maps search', () => {
    const addresses = addressesDe.map((address) => parse('shared.address', address));
    renderBlock(<AddressListBlock data={addresses} id="addresses" tone="plain" headingLevel={2} context={context()} />);
    const [neukoelln, mitte] = screen.getAllByRole('listitem');
    expect(within(neukoelln).getByRole('heading', { level: 2, name: 'Jobpoint Neukölln' })).toBeInTheDocument();
    expect(within(neukoelln).getByText('Karl-Marx-Straße 92')).toBeInTheDocument();
    expect(within(neukoelln).getByText('12043 Berlin')).toBeInTheDocument();
    expect(within(neukoelln).getByRole('link', { name: '030 555 123 40' })).toHaveAttribute('href', 'tel:03055512340');
    expect(within(neukoelln).getByRole('link', { name: 'neukoelln@jobpoint.local' })).toHaveAttribute(
      'href',
      'mailto:neukoelln@jobpoint.local',
    );
    const map = within(neukoelln).getByRole('link', {
      name: 'Jobpoint Neukölln auf der Karte zeigen (öffnet in einem neuen Tab)',
    });
    expect(map).toHaveAttribute('href', expect.stringContaining(encodeURIComponent('Karl-Marx-Straße 92, 12043 Berlin')));
    expect(map).toHaveAttribute('target', '_blank');
    expect(within(mitte).queryByRole('link', { name: /^tel/ })).not.toBeInTheDocument();
    expect(within(mitte).getAllByRole('link')).toHaveLength(1);
  });

  it('counts an address with nothing filled in as empty', () => {
    expect(addressHasContent(parse('shared.address', { name: '', street: null }))).toBe(false);
    expect(addressHasContent(parse('shared.address', addressesDe[1]))).toBe(true);
  });
});

describe('OpeningTimesBlock', () => {
  it('lists the days with their hours under a translated title', () => {
    const times = openingTimesDe.map((time) => parse('shared.opening-time', time));
    renderBlock(<OpeningTimesBlock data={times} id="openingTimes" tone="plain" headingLevel={2} context={context('en')} />, 'en');
    const section = screen.getByRole('region', { name: 'Opening hours' });
    const terms = within(section).getAllByRole('term').map((term) => term.textContent);
    const definitions = within(section).getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual(['Montag bis Mittwoch', 'Donnerstag']);
    expect(definitions).toEqual(['10–18 Uhr', '10–19 Uhr']);
  });

  it('counts a time without a day as empty', () => {
    expect(openingTimeHasContent(parse('shared.opening-time', { day: '', time: '10 Uhr' }))).toBe(false);
  });
});

describe('ShopLocationBlock', () => {
  it('shows the shop with its days, hours, phone numbers by language, text and photo', () => {
    renderBlock(
      <ShopLocationBlock data={parse('shop.location', shopLocationDe)} id="shop" tone="plain" headingLevel={2} context={context()} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Jobpoint Neukölln' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Öffnungstage', 'Öffnungszeiten', 'Telefon (Deutsch/Englisch)', 'Telefon (Türkisch)']);
    const turkish = screen.getByRole('link', { name: '030 555 123 41' });
    expect(turkish).toHaveAttribute('href', 'tel:03055512341');
    expect(turkish.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Spielecke')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ladengeschäft mit Markise' })).toHaveAttribute('src', '/cms/uploads/shop.jpg');
  });

  it('counts a shop with nothing filled in as empty', () => {
    expect(shopLocationHasContent(parse('shop.location', { title: null, phoneNumbers: [], image: { data: null } }))).toBe(false);
  });
});
