import type { BlockData } from '@jobpoint/cms-client';
import { toButtonData } from '../data/cms-data';
import type { BlockProps } from './block';
import { MediaSection } from './media-section';

type SectionOne = BlockData<'home.section-one'>;

/** The home pages' first section, with its download and register buttons. */
export function SectionOneBlock({ data: section, id, tone, headingLevel, context }: BlockProps<SectionOne>) {
  return (
    <MediaSection
      id={id}
      tone={tone}
      title={section.title}
      subtitle={section.subtitle}
      description={section.description}
      image={section.image}
      buttons={[toButtonData(section.downloadButton), toButtonData(section.registerButton)]}
      today={context.today}
      headingLevel={headingLevel}
    />
  );
}
