import { Box, type BoxProps } from '@chakra-ui/react';
import { contrastRatio } from '@jobpoint/ui-kit';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
/** A tag without a colour of its own: the site's light grey (docs/product-overview.md, Constants). */
const NEUTRAL_TAG_COLOR = '#EFEFEF';
const DARK_TEXT = '#000000';
const LIGHT_TEXT = '#FFFFFF';

/** A tag's background and the text colour that reads best on it (one of them always meets WCAG AA). */
export function tagColors(color: string | null | undefined): { background: string; text: string } {
  const background = color && HEX_COLOR.test(color) ? color : NEUTRAL_TAG_COLOR;
  const text = contrastRatio(DARK_TEXT, background) >= contrastRatio(LIGHT_TEXT, background) ? DARK_TEXT : LIGHT_TEXT;
  return { background, text };
}

export interface TagBadgeProps extends Omit<BoxProps, 'color'> {
  name: string;
  color: string | null | undefined;
}

/** A tag in the editors' colour. */
export function TagBadge({ name, color, ...boxProps }: TagBadgeProps) {
  const { background, text } = tagColors(color);
  return (
    <Box as="span" display="inline-block" px="2.5" py="0.5" borderRadius="full" fontSize="sm" fontWeight="medium" bg={background} color={text} {...boxProps}>
      {name}
    </Box>
  );
}
