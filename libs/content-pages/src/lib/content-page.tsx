import { LocaleProvider, VisuallyHidden } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import {
  contentDescription,
  useGetSingleTypeQuery,
  type FaqItem,
  type PageBlock,
  type SingleTypeContent,
} from '@jobpoint/cms-client';
import { localeDirection } from '@jobpoint/i18n';
import { JsonLdScript, type PageSectionTone } from '@jobpoint/ui-kit';
import type { BlockContext, BlockDefinition } from './blocks/block';
import { blockDefinition } from './blocks/block-registry';
import type { ContentPageData } from './data/load-content-page';

/** Bands alternate between light grey and white, whichever blocks the editors filled. */
const TONES: PageSectionTone[] = ['muted', 'plain'];

/** Blocks that show their title at the level they are given, so they can carry the page's h1. */
const OPENING_BLOCKS = new Set(['shared.section', 'field.title']);

interface ShownBlock {
  key: string;
  id: string;
  name: string;
  render: (props: { tone: PageSectionTone; headingLevel: 1 | 2; context: BlockContext }) => ReactNode;
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

/** The blocks of a page that have something to show, each ready to render. */
export function shownBlocks(blocks: readonly PageBlock[], content: SingleTypeContent): ShownBlock[] {
  return blocks.flatMap((block, index): ShownBlock[] => {
    const name = 'widget' in block ? block.widget : block.block;
    const definition = blockDefinition(name);
    if (!definition) {
      warnUnknown(name);
      return [];
    }
    if ('widget' in block) {
      const { Component } = definition;
      return Component ? [{ key: name, id: name.replace('site.', ''), name, render: (props) => <Component {...props} id={name.replace('site.', '')} data={null} /> }] : [];
    }
    const value = content.fields[block.field];
    if (block.repeatable) {
      const items = (Array.isArray(value) ? value : []).filter((item: unknown) => shown(definition, item));
      const { List, Component } = definition;
      if (List) {
        return items.length > 0 ? [{ key: block.field, id: block.field, name, render: (props) => <List {...props} id={block.field} data={items} /> }] : [];
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
    return Component && shown(definition, value)
      ? [{ key: `${block.field}-${index}`, id: block.field, name, render: (props) => <Component {...props} id={block.field} data={value} /> }]
      : [];
  });
}

/** Every question of the page's FAQ blocks, for one `FAQPage` entry of structured data. */
function faqItems(blocks: readonly PageBlock[], content: SingleTypeContent): FaqItem[] {
  return blocks.flatMap((block) => {
    if ('widget' in block || block.block !== 'shared.faq-section') {
      return [];
    }
    const value = content.fields[block.field];
    const sections = (block.repeatable ? value : [value]) as ({ items?: FaqItem[] | null } | null)[] | null;
    return (sections ?? []).flatMap((section) => section?.items ?? []).filter((item) => item.question.trim() && item.answer?.trim());
  });
}

/**
 * A page made of CMS blocks: the single type its loader put in the store, shown block by block in the
 * order its content description gives. The first block carries the page's h1 (or a hidden one when it
 * cannot); content the editors have not translated is marked with its own language.
 */
export function ContentPage({ data }: { data: ContentPageData }) {
  const { data: content } = useGetSingleTypeQuery({ singleType: data.singleType, locale: data.locale });
  if (!content) {
    return null;
  }
  const { blocks } = contentDescription(data.singleType);
  const context: BlockContext = { locale: data.locale, today: data.today, pageTitle: content.seo?.metaTitle ?? null };
  const items = shownBlocks(blocks, content);
  const opensPage = items[0] !== undefined && OPENING_BLOCKS.has(items[0].name);
  const faq = faqItems(blocks, content);
  const page = (
    <>
      {!opensPage && (
        <VisuallyHidden asChild>
          <h1>{context.pageTitle}</h1>
        </VisuallyHidden>
      )}
      {items.map((item, index) => (
        <Fragment key={item.key}>
          {item.render({ tone: TONES[index % TONES.length], headingLevel: index === 0 && opensPage ? 1 : 2, context })}
        </Fragment>
      ))}
      {faq.length > 0 && (
        <JsonLdScript
          data={{
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: faq.map((item) => ({
              '@type': 'Question',
              name: item.question,
              acceptedAnswer: { '@type': 'Answer', text: item.answer },
            })),
          }}
        />
      )}
    </>
  );
  return content.locale === data.locale ? page : (
    // Widgets (accordions, menus) take their direction from Chakra's locale, not from the element.
    <LocaleProvider locale={content.locale}>
      <div lang={content.locale} dir={localeDirection(content.locale)}>
        {page}
      </div>
    </LocaleProvider>
  );
}
