import { Box, type BoxProps } from '@chakra-ui/react';
import { StaticRegion } from '../static/static-region';
import { MarkdownContent } from './markdown-renderer';
import { withoutTags } from './markdown-source';

export interface RichTextProps extends Omit<BoxProps, 'children'> {
  /** Markdown from a CMS rich-text field. */
  markdown: string | null | undefined;
  /**
   * The level of the heading the text sits under: with 2 (the default, text inside a section under an
   * h2) the text's top headings become h3s, so the page keeps one h1 and its heading order.
   */
  headingOffset?: number;
  /**
   * Gives the headings ids from their text (for a table of contents; see `richTextHeadings`). A text
   * repeated on the page gets `-1`, `-2` … appended. Without it the headings have no ids.
   */
  headingId?: (text: string) => string;
}

/** A heading of a rich text, as `richTextHeadings` finds it. */
export interface RichTextHeading {
  /** The Markdown level (`##` is 2). */
  level: number;
  /** Its plain text, without emphasis or link markup. */
  text: string;
  /** The id `RichText` gives it with the same `headingId`. */
  id: string;
}

/** The spacing and list styles of the editors' text; the same for every rich text, so built once. */
const RICH_TEXT_CSS = {
  '& > :first-child': { marginBlockStart: 0 },
  '& > :last-child': { marginBlockEnd: 0 },
  '& p, & [data-paragraph], & ul, & ol, & blockquote': { marginBlock: '3' },
  // A line break the editors typed stays one (the Impressum's address lines).
  '& p, & [data-paragraph]': { whiteSpace: 'pre-line' },
  // A paragraph inside a label (`as="span"`) is a span that stands as a paragraph would.
  '& [data-paragraph]': { display: 'block' },
  '& ul, & ol': { paddingInlineStart: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginBlockStart: '1' },
  '& blockquote': { borderInlineStartWidth: '4px', borderColor: 'colorPalette.solid', paddingInlineStart: '4' },
  '& strong': { fontWeight: 'bold' },
};

/**
 * CMS Markdown as page content (rendered by `MarkdownBody`, see ADR 051 for why it is safe). The
 * browser takes the server's HTML of the text over as it is and loads the renderer only for texts it
 * renders itself (ADR 046).
 */
export function RichText({ markdown, headingOffset = 2, headingId, ...boxProps }: RichTextProps) {
  if (!markdown || !withoutTags(markdown).trim()) {
    return null;
  }
  return (
    <Box overflowWrap="break-word" hyphens="auto" css={RICH_TEXT_CSS} {...boxProps}>
      <StaticRegion deps={[markdown, headingOffset]} as={boxProps.as === 'span' ? 'span' : 'div'}>
        <MarkdownContent markdown={markdown} headingOffset={headingOffset} headingId={headingId} phrasing={boxProps.as === 'span'} />
      </StaticRegion>
    </Box>
  );
}
