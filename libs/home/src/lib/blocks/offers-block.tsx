import { OfferCards } from '@jobpoint/ui-kit';
import { toButtonData, toImageData } from '../data/cms-data';
import type { HomeBlock, HomeBlockProps } from './home-block';
import { TitledSection } from './titled-section';

function OffersSection({ page, today, tone }: HomeBlockProps) {
  const offers = page.offers;
  const items = (offers?.items ?? []).map((item) => ({
    id: item.id,
    title: item.title,
    description: item.description,
    icon: toImageData(item.icon),
    button: toButtonData(item.button),
  }));
  return (
    <TitledSection id="offers" tone={tone} title={offers?.title} subtitle={offers?.subtitle}>
      {(level) => <OfferCards items={items} headingLevel={level} today={today} />}
    </TitledSection>
  );
}

export const offersBlock: HomeBlock = {
  id: 'offers',
  hasContent: ({ page }) => (page.offers?.items ?? []).length > 0,
  Component: OffersSection,
};
