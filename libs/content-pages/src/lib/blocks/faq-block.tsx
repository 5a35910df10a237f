import type { BlockData } from '@jobpoint/cms-client';
import { FaqList } from '@jobpoint/ui-kit';
import type { BlockProps } from './block';
import { TitledSection } from './titled-section';

type FaqSection = BlockData<'shared.faq-section'>;

/** Questions and answers as disclosure widgets. */
export function FaqBlock({ data: faq, id, tone, headingLevel }: BlockProps<FaqSection>) {
  return (
    <TitledSection id={id} tone={tone} title={faq.title} subtitle={faq.subtitle} headingLevel={headingLevel}>
      {(level) => <FaqList items={faq.items ?? []} headingLevel={level} />}
    </TitledSection>
  );
}

/** Several FAQ sections as one list (the FAQ page collects every question), under the page's heading. */
export function FaqListBlock({ data: sections, ...props }: BlockProps<FaqSection[]>) {
  // One list of every question: a section's own title would name questions that are not its own.
  const items = sections.flatMap((section) => section.items ?? []);
  return <FaqBlock {...props} data={{ title: null, subtitle: null, items }} />;
}
