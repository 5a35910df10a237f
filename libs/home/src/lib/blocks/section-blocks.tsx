import type { HomeSection } from '@jobpoint/cms-client';
import { hasText, toButtonData } from '../data/cms-data';
import type { HomeBlock, HomeBlockProps } from './home-block';
import { MediaSection } from './media-section';

function sectionHasContent(
  section: Pick<HomeSection, 'title' | 'subtitle' | 'description' | 'image'> | null | undefined,
): boolean {
  return Boolean(
    section && (hasText(section.title) || hasText(section.subtitle) || hasText(section.description) || section.image),
  );
}

function SectionOne({ page, today, tone }: HomeBlockProps) {
  const section = page.sectionOne;
  return (
    <MediaSection
      id="section-one"
      tone={tone}
      title={section?.title}
      subtitle={section?.subtitle}
      description={section?.description}
      image={section?.image}
      buttons={[toButtonData(section?.downloadButton), toButtonData(section?.registerButton)]}
      today={today}
    />
  );
}

export const sectionOneBlock: HomeBlock = {
  id: 'section-one',
  hasContent: ({ page }) => sectionHasContent(page.sectionOne),
  Component: SectionOne,
};

function SectionThree({ page, today, tone }: HomeBlockProps) {
  const section = page.sectionThree;
  return (
    <MediaSection
      id="section-three"
      tone={tone}
      title={section?.title}
      subtitle={section?.subtitle}
      description={section?.description}
      image={section?.image}
      buttons={(section?.buttons ?? []).map(toButtonData)}
      today={today}
    />
  );
}

export const sectionThreeBlock: HomeBlock = {
  id: 'section-three',
  hasContent: ({ page }) => sectionHasContent(page.sectionThree),
  Component: SectionThree,
};
