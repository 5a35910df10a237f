import type { BlockData } from '@jobpoint/cms-client';
import { PageSection } from '@jobpoint/ui-kit';
import { CompanyRegistrationForm } from '../forms/company-registration-form';
import type { BlockProps } from './block';

/** The employer home's company registration form in its own band (the form is named by its title). */
export function CompanyRegistrationBlock({ data, id, tone, headingLevel }: BlockProps<BlockData<'forms.company-registration'>>) {
  return (
    <PageSection id={id} tone={tone}>
      <CompanyRegistrationForm content={data} headingLevel={headingLevel} />
    </PageSection>
  );
}
