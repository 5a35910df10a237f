import { useId, type ReactNode } from 'react';
import { PageSection, SectionHeading, type PageSectionTone } from '@jobpoint/ui-kit';

export interface TitledSectionProps {
  id: string;
  tone: PageSectionTone;
  title?: string | null;
  subtitle?: string | null;
  /** The title's level: 1 when the section opens the page. */
  headingLevel?: number;
  /** Gets the heading level for the section's items: one below the title, or the title's without one. */
  children: (itemHeadingLevel: number) => ReactNode;
}

/** A page band with its title, and items whose headings follow it without skipping a level. */
export function TitledSection({ id, tone, title, subtitle, headingLevel = 2, children }: TitledSectionProps) {
  const headingId = useId();
  const hasTitle = Boolean(title?.trim());
  return (
    <PageSection id={id} tone={tone} labelledBy={hasTitle ? headingId : undefined}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} level={headingLevel} />
      {children(hasTitle ? headingLevel + 1 : headingLevel)}
    </PageSection>
  );
}
