import { Heading, Image } from '@chakra-ui/react';
import Markdown, { RuleType, type MarkdownToJSX } from 'markdown-to-jsx';
import { useMemo, type ReactNode } from 'react';
import { PhoneLink, SiteLink } from '../link';
import { HEADING_SIZES, headingTag } from './heading-level';
import { withoutTags } from './markdown-source';
import { headingLevelsOf } from './rich-text-headings';
import { safeHref } from './safe-href';

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

/**
 * A phone number in a text, as the organisation writes them ("030 555 123 40", "+49 30 555 123 40"): it
 * starts with 0 or a country code and runs in groups of digits; not a part of a longer run of digits
 * (an account number) and, counted below, of at least seven digits (not a postcode).
 */
const PHONE_NUMBER = /(?<![\d+][ /-]?)(?:\+\d{2,3}|0)(?:[ /-]?\d{2,5}){2,5}(?![\d])/g;
const PHONE_NUMBER_DIGITS = 7;

/** A text with its phone numbers as links that dial them; editors write a number as text, often in bold. */
function withPhoneLinks(text: string, key: MarkdownToJSX.State['key']): ReactNode {
  // Most pieces of text hold no digit at all: they are left as they are without running the pattern.
  if (!/\d/.test(text)) return text;
  const parts: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(PHONE_NUMBER)) {
    if (match[0].replace(/\D/g, '').length < PHONE_NUMBER_DIGITS) continue;
    parts.push(text.slice(end, match.index), <PhoneLink key={`${key}-${match.index}`} number={match[0]} color="colorPalette.fg" textDecoration="underline" display="inline" />);
    end = match.index + match[0].length;
  }
  return end === 0 ? text : [...parts, text.slice(end)];
}

/**
 * Phone numbers in the text become links, except inside a link the editor wrote: the renderer renders a
 * link's text while it renders the link (`next`), so a depth counter knows where a text stands.
 */
function phoneLinkRule(): MarkdownToJSX.Options['renderRule'] {
  let linkDepth = 0;
  return (next, node, _renderChildren, state) => {
    if (node.type === RuleType.link) {
      linkDepth += 1;
      try {
        return next();
      } finally {
        linkDepth -= 1;
      }
    }
    return node.type === RuleType.text && linkDepth === 0 ? withPhoneLinks(node.text, state.key) : next();
  };
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

/**
 * A paragraph where HTML allows only phrasing content (a text inside a checkbox's label): a block-level
 * span, spaced like a paragraph by the rich text's styles.
 */
function PhrasingParagraph({ children }: { children?: ReactNode }) {
  return <span data-paragraph="">{children}</span>;
}

function richTextOptions(
  headingOffset: number,
  levels: number[],
  headingId: ((text: string) => string) | undefined,
  phrasing: boolean,
): MarkdownToJSX.Options {
  const withIds = headingId !== undefined;
  return {
    disableParsingRawHTML: true,
    forceBlock: true,
    wrapper: null,
    sanitizer: (value) => safeHref(value) ?? null,
    renderRule: phoneLinkRule(),
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
      ...(phrasing ? { p: PhrasingParagraph } : {}),
    },
  };
}

export interface MarkdownBodyProps {
  markdown: string;
  headingOffset: number;
  headingId: ((text: string) => string) | undefined;
  /** The text stands where HTML allows only phrasing content: its paragraphs become spans. */
  phrasing?: boolean;
}

/**
 * The Markdown of a rich text as React elements. Safe by construction: raw HTML is not parsed, React
 * escapes all text, links go through the site's link (internal, anchor or new tab) and unsafe URLs are
 * dropped. Loaded on its own (see `RichText`): the parser is not part of the page's first script.
 */
export function MarkdownBody({ markdown, headingOffset, headingId, phrasing = false }: MarkdownBodyProps) {
  const source = withoutTags(markdown).trim();
  const options = useMemo(
    () => richTextOptions(headingOffset, headingLevelsOf(source), headingId, phrasing),
    [headingOffset, source, headingId, phrasing],
  );
  return <Markdown options={options}>{source}</Markdown>;
}
