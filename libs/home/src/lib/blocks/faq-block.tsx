import { FaqList } from '@jobpoint/ui-kit';
import type { HomeBlock, HomeBlockProps } from './home-block';
import { TitledSection } from './titled-section';

function FaqSection({ page, tone }: HomeBlockProps) {
  const faq = page.faq;
  return (
    <TitledSection id="faq" tone={tone} title={faq?.title} subtitle={faq?.subtitle}>
      {(level) => <FaqList items={faq?.items ?? []} headingLevel={level} />}
    </TitledSection>
  );
}

export const faqBlock: HomeBlock = {
  id: 'faq',
  hasContent: ({ page }) => (page.faq?.items ?? []).some((item) => item.question.trim()),
  Component: FaqSection,
};
