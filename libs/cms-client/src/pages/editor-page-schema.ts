import * as z from 'zod';
import { PAGE_LAYOUTS } from '@jobpoint/site-routes';
import { localizationsSchema } from '../lib/models/localizations-schema';
import { seoSchema } from '../lib/models/shared-schema';
import { BLOCK_SCHEMAS } from './block-schemas';
import type { BlockName } from './block-types';
import { EDITOR_BLOCK_COMPONENTS, EDITOR_FIELD_COMPONENTS, EDITOR_LIST_BLOCKS, EDITOR_WIDGET_COMPONENTS } from './editor-page-blocks';
import type { EditorPage } from './editor-page';
import type { PageBlock } from './single-type-description';


const componentSchema = z.looseObject({ __component: z.string() });
type ZoneComponent = z.infer<typeof componentSchema>;

const blockComponents = new Set<string>(EDITOR_BLOCK_COMPONENTS);

function leftOut(component: string, reason: string): void {
  // On the server this reaches the log; an editor's new component must not take the page down.
  if (typeof window === 'undefined') {
    console.warn(`Editor page block "${component}" ${reason}; it is left out.`);
  }
}

/** The block a component of the zone shows, and its data as the block's schema reads it. */
function toBlock(component: ZoneComponent): { block: PageBlock; data?: unknown } | null {
  const name = component.__component;
  if (name in EDITOR_WIDGET_COMPONENTS) {
    return { block: { widget: EDITOR_WIDGET_COMPONENTS[name as keyof typeof EDITOR_WIDGET_COMPONENTS] } };
  }
  const fieldComponent = EDITOR_FIELD_COMPONENTS[name as keyof typeof EDITOR_FIELD_COMPONENTS];
  const block: BlockName | undefined = fieldComponent?.block ?? (blockComponents.has(name) ? (name as BlockName) : undefined);
  if (!block) {
    leftOut(name, 'has no block on the site');
    return null;
  }
  const parsed = BLOCK_SCHEMAS[block].safeParse(fieldComponent ? component[fieldComponent.field] : component);
  if (!parsed.success) {
    leftOut(name, `cannot be read (${parsed.error.issues[0]?.message ?? 'unexpected content'})`);
    return null;
  }
  return { block: { field: '', block }, data: parsed.data };
}

/**
 * The zone's components as the blocks of a described page: each block's data under a field of its own,
 * named after the component and its place (`rich-text-2`), which is also the block's anchor. Items of a
 * list block (`EDITOR_LIST_BLOCKS`) placed one after another are one list, under the first item's field.
 */
export function editorPageBlocks(zone: readonly ZoneComponent[]): Pick<EditorPage, 'blocks' | 'fields'> {
  const blocks: PageBlock[] = [];
  const fields: Record<string, unknown> = {};
  zone.forEach((component, index) => {
    const shown = toBlock(component);
    if (!shown) {
      return;
    }
    if ('widget' in shown.block) {
      blocks.push(shown.block);
      return;
    }
    const previous = blocks.at(-1);
    const isList = EDITOR_LIST_BLOCKS.has(shown.block.block);
    if (isList && previous && 'field' in previous && previous.repeatable && previous.block === shown.block.block) {
      (fields[previous.field] as unknown[]).push(shown.data);
      return;
    }
    const field = `${component.__component.replace(/^[^.]*\./, '')}-${index + 1}`;
    blocks.push(isList ? { ...shown.block, field, repeatable: true } : { ...shown.block, field });
    fields[field] = isList ? [shown.data] : shown.data;
  });
  return { blocks, fields };
}

/** An editor page (CMS collection `seite`) as the site shows it; unknown and unreadable blocks are left out. */
export const editorPageSchema = z
  .object({
    title: z.string(),
    slug: z.string(),
    layout: z.enum(PAGE_LAYOUTS).catch('jobseekers'),
    seo: seoSchema.nullish().catch(null),
    blocks: z.array(componentSchema).nullish(),
    localizations: localizationsSchema,
    updatedAt: z.string().nullish(),
  })
  .transform(({ blocks, seo, updatedAt, ...page }): EditorPage => ({
    ...page,
    seo: seo ?? null,
    updatedAt: updatedAt ?? null,
    ...editorPageBlocks(blocks ?? []),
  })) satisfies z.ZodType<EditorPage>;

/** The answer to a query by slug: the page, or none. */
export const editorPageListSchema = z.array(editorPageSchema);
