import { useId, type ReactNode } from 'react';
import { PageSection, SectionHeading, type PageSectionTone } from '@jobpoint/ui-kit';

export interface TitledSectionProps {
  id: string;
  tone: PageSectionTone;
  title?: string | null;
  subtitle?: string | null;
  /** Gets the heading level for the section's items: one below the title, or 2 without a title. */
  children: (itemHeadingLevel: number) => ReactNode;
}

/** A page band with its h2 title, and items whose headings follow it without skipping a level. */
export function TitledSection({ id, tone, title, subtitle, children }: TitledSectionProps) {
  const headingId = useId();
  const hasTitle = Boolean(title?.trim());
  return (
    <PageSection id={id} tone={tone} labelledBy={hasTitle ? headingId : undefined}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} />
      {children(hasTitle ? 3 : 2)}
    </PageSection>
  );
}
