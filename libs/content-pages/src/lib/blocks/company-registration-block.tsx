import type { BlockData } from '@jobpoint/cms-client';
import { CodeOnApproach, onDemand, PageSection } from '@jobpoint/ui-kit';
import type { BlockProps } from './block';

/**
 * The form's code (and react-hook-form's) loads when the form comes near, as the events' registration
 * does (ADR 064): the loader of a page that shows it loads it first, a hydrating page on approach.
 */
export const CompanyRegistrationFormCode = onDemand(() =>
  import('../forms/company-registration-form').then((module) => module.CompanyRegistrationForm),
);

/** The employer home's company registration form in its own band (the form is named by its title). */
export function CompanyRegistrationBlock({ data, id, tone, headingLevel }: BlockProps<BlockData<'forms.company-registration'>>) {
  return (
    <PageSection id={id} tone={tone}>
      <CodeOnApproach load={CompanyRegistrationFormCode.load}>
        {(carried) => <CompanyRegistrationFormCode.Component content={data} headingLevel={headingLevel} carried={carried} />}
      </CodeOnApproach>
    </PageSection>
  );
}
