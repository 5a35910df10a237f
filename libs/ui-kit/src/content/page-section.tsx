import { Box, Container, type BoxProps } from '@chakra-ui/react';

export type PageSectionTone = 'plain' | 'muted' | 'brand';

export interface PageSectionProps extends Omit<BoxProps, 'as'> {
  /** The id of the heading that names the section (makes it a labelled region). */
  labelledBy?: string;
  tone?: PageSectionTone;
}

const TONES: Record<PageSectionTone, BoxProps> = {
  plain: { bg: 'bg' },
  muted: { bg: 'surface.muted' },
  brand: { bg: 'colorPalette.solid', color: 'colorPalette.contrast' },
};

/** A full-width band of a content page with its content centred and padded. */
export function PageSection({ labelledBy, tone = 'plain', children, ...boxProps }: PageSectionProps) {
  return (
    <Box as="section" aria-labelledby={labelledBy} py={{ base: '10', md: '16' }} {...TONES[tone]} {...boxProps}>
      <Container maxW="6xl" px={{ base: '4', md: '8' }}>
        {children}
      </Container>
    </Box>
  );
}
