import type { BlockData } from '@jobpoint/cms-client';
import { OfferCards } from '@jobpoint/ui-kit';
import { toButtonData, toImageData } from '../data/cms-data';
import type { BlockProps } from './block';
import { TitledSection } from './titled-section';

type Offers = BlockData<'home.offers'>;

/** Offer cards with icon, text and button. */
export function OffersBlock({ data: offers, id, tone, headingLevel, context }: BlockProps<Offers>) {
  const items = (offers.items ?? []).map((item) => ({
    id: item.id,
    title: item.title,
    description: item.description,
    icon: toImageData(item.icon),
    button: toButtonData(item.button),
  }));
  return (
    <TitledSection id={id} tone={tone} title={offers.title} subtitle={offers.subtitle} headingLevel={headingLevel}>
      {(level) => <OfferCards items={items} headingLevel={level} today={context.today} />}
    </TitledSection>
  );
}
