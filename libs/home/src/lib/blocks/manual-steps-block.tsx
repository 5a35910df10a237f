import { Steps } from '@jobpoint/ui-kit';
import { toImageData } from '../data/cms-data';
import type { HomeBlock, HomeBlockProps } from './home-block';
import { TitledSection } from './titled-section';

function ManualStepsSection({ page, tone }: HomeBlockProps) {
  const manual = page.manualSteps;
  const steps = (manual?.steps ?? []).map((step) => ({ ...step, image: toImageData(step.image) }));
  return (
    <TitledSection id="manual-steps" tone={tone} title={manual?.title} subtitle={manual?.subtitle}>
      {(level) => <Steps steps={steps} headingLevel={level} />}
    </TitledSection>
  );
}

export const manualStepsBlock: HomeBlock = {
  id: 'manual-steps',
  hasContent: ({ page }) => (page.manualSteps?.steps ?? []).length > 0,
  Component: ManualStepsSection,
};
