import { Box, Heading, Image, type BoxProps } from '@chakra-ui/react';
import Markdown, { parser, RuleType, type MarkdownToJSX } from 'markdown-to-jsx';
import { useMemo, type ReactNode } from 'react';
import { SiteLink } from '../link';
import { HEADING_SIZES, headingTag } from './heading-level';
import { safeHref } from './safe-href';

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

/** `<script>…</script>` and `<style>…</style>` with their bodies, then any remaining tag. */
const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
// A tag name ends at a space, `/` or `>`, so Markdown autolinks (`<https://…>`) are not tags.
const TAG = /<\/?[a-z][a-z\d-]*(\s[^<>]*)?\/?>/gi;

/**
 * Raw HTML is never parsed, so it could only reach the page as text; what looks like a tag is removed
 * before parsing as well, so editors' stray HTML shows up neither as markup nor as angle brackets.
 */
function withoutTags(markdown: string): string {
  return markdown.replace(SCRIPT_OR_STYLE, '').replace(TAG, '');
}

function RichTextLink({ href, title, children }: { href?: string; title?: string; children?: ReactNode }) {
  const target = safeHref(href);
  if (!target) {
    return children;
  }
  return (
    // Inline like the text around it, so a long link (an e-mail address) wraps with the line.
    <SiteLink href={target} title={title} color="colorPalette.fg" textDecoration="underline" display="inline">
      {children}
    </SiteLink>
  );
}

function RichTextImage({ src, alt, title }: { src?: string; alt?: string; title?: string }) {
  const source = safeHref(src);
  if (!source) {
    return null;
  }
  return <Image src={source} alt={alt ?? ''} title={title} loading="lazy" decoding="async" maxW="full" h="auto" />;
}

type HeadingNode = MarkdownToJSX.HeadingNode;

/** The text's headings in document order, parsed as `RichText` parses it. */
function headingNodesOf(markdown: string, headingId?: (text: string) => string): HeadingNode[] {
  const headings: HeadingNode[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
    } else if (node && typeof node === 'object') {
      if ((node as { type?: unknown }).type === RuleType.heading) {
        headings.push(node as HeadingNode);
      }
      Object.values(node).forEach(visit);
    }
  };
  visit(parser(markdown, { disableParsingRawHTML: true, forceBlock: true, ...(headingId ? { slugify: headingId } : {}) }));
  return headings;
}

/** Every heading level the text uses, in the order of rank (`#` before `##`). */
function headingLevelsOf(markdown: string): number[] {
  return [...new Set(headingNodesOf(markdown).map((heading) => heading.level))].sort((a, b) => a - b);
}

function plainText(node: unknown): string {
  if (Array.isArray(node)) {
    return node.map(plainText).join('');
  }
  if (!node || typeof node !== 'object') {
    return '';
  }
  const { text, children } = node as { text?: unknown; children?: unknown };
  return typeof text === 'string' ? text : plainText(children);
}

/**
 * The headings of a rich text with the ids `RichText` gives them for the same `headingId`: the same
 * source cleaning and parser, so a table of contents built from them always finds its targets.
 */
export function richTextHeadings(markdown: string | null | undefined, headingId: (text: string) => string): RichTextHeading[] {
  const source = markdown ? withoutTags(markdown).trim() : '';
  return headingNodesOf(source, headingId).map((heading) => ({ level: heading.level, text: plainText(heading.children).trim(), id: heading.id }));
}

/**
 * The tag of a Markdown heading level: the text's headings are ranked, its top rank one below the
 * heading it sits under. Editors write the Impressum's sections as `##` (the page title being the `#`)
 * or skip from `#` to `###`; ranking keeps the page's order without gaps either way.
 */
function headingOverride(markdownLevel: number, levels: number[], offset: number, withIds: boolean) {
  const tag = headingTag(offset + 1 + Math.max(0, levels.indexOf(markdownLevel)));
  return function RichTextHeading({ id, children }: { id?: string; children?: ReactNode }) {
    return (
      <Heading as={tag} id={withIds ? id : undefined} size={HEADING_SIZES[tag]} mt="6" mb="2">
        {children}
      </Heading>
    );
  };
}

function richTextOptions(headingOffset: number, levels: number[], headingId: ((text: string) => string) | undefined): MarkdownToJSX.Options {
  const withIds = headingId !== undefined;
  return {
    disableParsingRawHTML: true,
    forceBlock: true,
    wrapper: null,
    sanitizer: (value) => safeHref(value) ?? null,
    ...(headingId ? { slugify: headingId } : {}),
    overrides: {
      a: RichTextLink,
      img: RichTextImage,
      h1: headingOverride(1, levels, headingOffset, withIds),
      h2: headingOverride(2, levels, headingOffset, withIds),
      h3: headingOverride(3, levels, headingOffset, withIds),
      h4: headingOverride(4, levels, headingOffset, withIds),
      h5: headingOverride(5, levels, headingOffset, withIds),
      h6: headingOverride(6, levels, headingOffset, withIds),
    },
  };
}

/** The spacing and list styles of the editors' text; the same for every rich text, so built once. */
const RICH_TEXT_CSS = {
  '& > :first-child': { marginBlockStart: 0 },
  '& > :last-child': { marginBlockEnd: 0 },
  '& p, & ul, & ol, & blockquote': { marginBlock: '3' },
  // A line break the editors typed stays one (the Impressum's address lines).
  '& p': { whiteSpace: 'pre-line' },
  '& ul, & ol': { paddingInlineStart: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginBlockStart: '1' },
  '& blockquote': { borderInlineStartWidth: '4px', borderColor: 'colorPalette.solid', paddingInlineStart: '4' },
  '& strong': { fontWeight: 'bold' },
};

/**
 * CMS Markdown as page content. Safe by construction: raw HTML is not parsed, React escapes all text,
 * links go through the site's link (internal, anchor or new tab) and unsafe URLs are dropped.
 */
export function RichText({ markdown, headingOffset = 2, headingId, ...boxProps }: RichTextProps) {
  const source = markdown ? withoutTags(markdown).trim() : '';
  const options = useMemo(() => richTextOptions(headingOffset, headingLevelsOf(source), headingId), [headingOffset, source, headingId]);
  if (!source) {
    return null;
  }
  return (
    <Box
      overflowWrap="break-word"
      hyphens="auto"
      css={RICH_TEXT_CSS}
      {...boxProps}
    >
      <Markdown options={options}>{source}</Markdown>
    </Box>
  );
}
