import { LocaleProvider, VisuallyHidden } from '@chakra-ui/react';
import { Fragment, Suspense, type ReactNode } from 'react';
import {
  contentDescription,
  useGetSingleTypeQuery,
  type FaqItem,
  type PageBlock,
  type SingleTypeContent,
} from '@jobpoint/cms-client';
import { localeDirection } from '@jobpoint/i18n';
import { JsonLdScript, StaticRegion, type PageSectionTone } from '@jobpoint/ui-kit';
import type { BlockContext, BlockDefinition } from './blocks/block';
import { blockDefinition } from './blocks/block-registry';
import type { ContentPageData } from './data/load-content-page';
import { buildFaqPage } from './json-ld/faq-page';

/** Bands alternate between light grey and white, whichever blocks the editors filled. */
const TONES: PageSectionTone[] = ['muted', 'plain'];

/** Blocks that show their title at the level they are given, so they can carry the page's h1. */
const OPENING_BLOCKS = new Set(['shared.section', 'field.title']);

interface ShownBlock {
  key: string;
  id: string;
  name: string;
  /** The page's title field that heads this block (see `takesTitle`). */
  title?: string;
  render: (props: { tone: PageSectionTone; headingLevel: 1 | 2; title?: string; context: BlockContext }) => ReactNode;
}

function warnUnknown(name: string): void {
  // On the server this reaches the log; an editor's new component must not take the page down.
  if (typeof window === 'undefined') {
    console.warn(`Content block "${name}" has no component; it is left out.`);
  }
}

function shown<Data>(definition: BlockDefinition<Data>, data: Data): boolean {
  return data !== null && data !== undefined && (definition.hasContent?.(data) ?? true);
}

/**
 * A title field just before a block that takes a title becomes that block's heading, in its band: the
 * title names what follows ('Zahlen und Fakten' over the facts) and must not sit in a band of its own.
 */
function withTitlesInTheirBlocks(items: ShownBlock[]): ShownBlock[] {
  return items.flatMap((item, index): ShownBlock[] => {
    const previous = items[index - 1];
    if (item.name === 'field.title' && blockDefinition(items[index + 1]?.name ?? '')?.takesTitle) {
      return [];
    }
    return previous?.name === 'field.title' && blockDefinition(item.name)?.takesTitle
      ? [{ ...item, title: previous.title }]
      : [item];
  });
}

/**
 * The blocks of a page that have something to show, each ready to render. `widgetShown` tells whether
 * a widget found anything to show in what it loaded.
 */
export function shownBlocks(
  blocks: readonly PageBlock[],
  content: SingleTypeContent,
  widgetShown: (name: string) => boolean = () => true,
): ShownBlock[] {
  const items = blocks.flatMap((block, index): ShownBlock[] => {
    const name = 'widget' in block ? block.widget : block.block;
    const definition = blockDefinition(name);
    if (!definition) {
      warnUnknown(name);
      return [];
    }
    if ('widget' in block) {
      const { Component } = definition;
      const id = name.replace('site.', '');
      return Component && widgetShown(name)
        ? [{ key: name, id, name, render: (props) => <Component {...props} id={id} data={null} /> }]
        : [];
    }
    const value = content.fields[block.field];
    if (block.repeatable) {
      const items = (Array.isArray(value) ? value : []).filter((item: unknown) => shown(definition, item));
      const { List, Component } = definition;
      if (List) {
        return items.length > 0
          ? [
              {
                key: block.field,
                id: block.field,
                name,
                render: (props) => <List {...props} id={block.field} data={items} />,
              },
            ]
          : [];
      }
      return Component
        ? items.map((item: unknown, itemIndex) => ({
            key: `${block.field}-${itemIndex}`,
            id: `${block.field}-${itemIndex + 1}`,
            name,
            render: (props) => <Component {...props} id={`${block.field}-${itemIndex + 1}`} data={item} />,
          }))
        : [];
    }
    const { Component } = definition;
    if (!Component || !shown(definition, value)) {
      return [];
    }
    const item: ShownBlock = {
      key: `${block.field}-${index}`,
      id: block.field,
      name,
      render: (props) => <Component {...props} id={block.field} data={value} />,
    };
    return [name === 'field.title' ? { ...item, title: String(value) } : item];
  });
  return withTitlesInTheirBlocks(items);
}

/** Every question of the page's FAQ blocks, for one `FAQPage` entry of structured data. */
function faqItems(blocks: readonly PageBlock[], content: SingleTypeContent): FaqItem[] {
  return blocks.flatMap((block) => {
    if ('widget' in block || block.block !== 'shared.faq-section') {
      return [];
    }
    const value = content.fields[block.field];
    const sections = (block.repeatable ? value : [value]) as ({ items?: FaqItem[] | null } | null)[] | null;
    return (sections ?? [])
      .flatMap((section) => section?.items ?? [])
      .filter((item) => item.question.trim() && item.answer?.trim());
  });
}

interface PageBlocksProps {
  blocks: readonly PageBlock[];
  content: SingleTypeContent;
  context: BlockContext;
  /** The page's widgets that found nothing to show (`ContentPageData.emptyWidgets`). */
  emptyWidgets: readonly string[];
}

/**
 * A page's blocks in order, each in its band. The first block carries the page's h1 (or a hidden one
 * with the page's title when it cannot); content the editors have not translated is marked with its own
 * language.
 */
export function PageBlocks({ blocks, content, context, emptyWidgets }: PageBlocksProps) {
  const items = shownBlocks(blocks, content, (name) => !emptyWidgets.includes(name));
  const opensPage = items[0] !== undefined && (OPENING_BLOCKS.has(items[0].name) || items[0].title !== undefined);
  const faq = faqItems(blocks, content);
  const page = (
    <>
      {!opensPage && (
        <VisuallyHidden asChild>
          <h1>{context.pageTitle}</h1>
        </VisuallyHidden>
      )}
      {items.map((item, index) => {
        const tone = TONES[index % TONES.length];
        const headingLevel = index === 0 && opensPage ? 1 : 2;
        const block = item.render({ tone, headingLevel, title: item.title, context });
        // Blocks that take no input keep the server's HTML (`BlockDefinition.interactive`): a hydrating
        // page, whose loader does not run, has only the code of the others (`contentPageCode`). Those
        // hydrate with the page, not in a Suspense boundary of their own, which React would hydrate
        // only after the rest of the page.
        return blockDefinition(item.name)?.interactive ? (
          <Fragment key={item.key}>{block}</Fragment>
        ) : (
          <StaticRegion key={item.key} deps={[content, context.locale, context.today, tone, headingLevel, item.title]}>
            <Suspense fallback={null}>{block}</Suspense>
          </StaticRegion>
        );
      })}
      {faq.length > 0 && <JsonLdScript data={buildFaqPage(faq)} />}
    </>
  );
  return content.locale === context.locale ? (
    page
  ) : (
    // Widgets (accordions, menus) take their direction from Chakra's locale, not from the element.
    <LocaleProvider locale={content.locale}>
      <div lang={content.locale} dir={localeDirection(content.locale)}>
        {page}
      </div>
    </LocaleProvider>
  );
}

/**
 * A page made of CMS blocks: the single type its loader put in the store, shown block by block in the
 * order its content description gives, headed by the title of its SEO block where no block can.
 */
export function ContentPage({ data }: { data: ContentPageData }) {
  const { data: content } = useGetSingleTypeQuery({ singleType: data.singleType, locale: data.locale });
  if (!content) {
    return null;
  }
  const context: BlockContext = { locale: data.locale, today: data.today, pageTitle: content.seo?.metaTitle ?? null, address: data.address };
  return <PageBlocks blocks={contentDescription(data.singleType).blocks} content={content} context={context} emptyWidgets={data.emptyWidgets} />;
}
