import { Flex, Grid, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { Media } from '@jobpoint/cms-client';
import {
  CmsButton,
  isCmsButtonShown,
  PageSection,
  RichText,
  SectionHeading,
  type CmsButtonData,
  type PageSectionTone,
} from '@jobpoint/ui-kit';
import { CmsImage } from './cms-image';

export interface MediaSectionProps {
  id: string;
  tone: PageSectionTone;
  title?: string | null;
  subtitle?: string | null;
  /** Markdown. */
  description?: string | null;
  image?: Media | null;
  buttons?: (CmsButtonData | null)[];
  today: string;
  headingLevel?: number;
  /** More content under the text, e.g. contact details. */
  children?: ReactNode;
}

/** A text block with an optional image beside it (below it on phones) and its buttons. */
export function MediaSection({
  id,
  tone,
  title,
  subtitle,
  description,
  image,
  buttons = [],
  today,
  headingLevel = 2,
  children,
}: MediaSectionProps) {
  const headingId = useId();
  const shownButtons = buttons.filter((button) => isCmsButtonShown(button, today));
  const hasTitle = Boolean(title?.trim());
  return (
    <PageSection id={id} tone={tone} labelledBy={hasTitle ? headingId : undefined}>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: image ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' }}
        gap={{ base: '8', md: '12' }}
        alignItems="center"
      >
        <Stack gap="4" maxW="prose">
          <SectionHeading id={headingId} title={title} subtitle={subtitle} level={headingLevel} mb="0" />
          <RichText markdown={description} />
          {children}
          {shownButtons.length > 0 && (
            <Flex wrap="wrap" gap="3" pt="2">
              {shownButtons.map((button, index) => (
                <CmsButton key={index} button={button} today={today} />
              ))}
            </Flex>
          )}
        </Stack>
        {image && <CmsImage media={image} sizes="(min-width: 768px) 50vw, 100vw" borderRadius="lg" />}
      </Grid>
    </PageSection>
  );
}
