import type { BlockData } from '@jobpoint/cms-client';
import { Steps } from '@jobpoint/ui-kit';
import { toImageData } from '../data/cms-data';
import type { BlockProps } from './block';
import { TitledSection } from './titled-section';

type ManualSteps = BlockData<'home.manual-steps'>;

/** Numbered steps with text and image. */
export function ManualStepsBlock({ data: manual, id, tone, headingLevel }: BlockProps<ManualSteps>) {
  const steps = (manual.steps ?? []).map((step) => ({ ...step, image: toImageData(step.image) }));
  return (
    <TitledSection id={id} tone={tone} title={manual.title} subtitle={manual.subtitle} headingLevel={headingLevel}>
      {(level) => <Steps steps={steps} headingLevel={level} />}
    </TitledSection>
  );
}
