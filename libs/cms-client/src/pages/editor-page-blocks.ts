import type { StrapiParamValue } from '../lib/strapi/strapi-query';
import { BLOCK_POPULATE, type BlockName } from './block-types';
import type { ContentWidget } from './single-type-description';

/** The name of the editor page's dynamic zone: its blocks in the order the editors placed them. */
export const EDITOR_PAGE_ZONE = 'blocks';

/**
 * The zone's components for what the single types hold as plain fields: each is the block of that field,
 * its value the component's one field.
 */
export const EDITOR_FIELD_COMPONENTS = {
  'blocks.title': { block: 'field.title', field: 'title' },
  'blocks.subtitle': { block: 'field.subtitle', field: 'subtitle' },
  'blocks.rich-text': { block: 'field.richtext', field: 'content' },
  'blocks.gallery': { block: 'field.gallery', field: 'images' },
} as const satisfies Record<string, { block: BlockName; field: string }>;

/** The zone's components that place a widget: it shows content of its own, and the editors fill nothing. */
export const EDITOR_WIDGET_COMPONENTS = {
  'widgets.locations': 'site.locations',
  'widgets.chat-contact': 'site.chat-contact',
  'widgets.location-block': 'site.location-block',
  'widgets.customer-ratings': 'site.customer-ratings',
  'widgets.company-ratings': 'site.company-ratings',
  'widgets.fair-events': 'site.fair-events',
  'widgets.fair-block': 'site.fair-block',
  'widgets.fair-exhibitors': 'site.fair-exhibitors',
} as const satisfies Record<string, ContentWidget>;

/**
 * Blocks the site shows as one list of their items (the single types hold them as repeatable fields): in
 * the zone each item is a component of its own, and items placed one after another form one list.
 */
export const EDITOR_LIST_BLOCKS: ReadonlySet<BlockName> = new Set<BlockName>(['shared.fact', 'shared.download', 'shared.address', 'shared.opening-time']);

/** Every block of the registry that is a CMS component: in the zone under its own name. */
export const EDITOR_BLOCK_COMPONENTS = (Object.keys(BLOCK_POPULATE) as BlockName[]).filter(
  (name): name is Exclude<BlockName, `field.${string}`> => !name.startsWith('field.'),
);

/**
 * How the zone is populated: Strapi 5 wants each component named (`on` fragments), each with the
 * populate tree its block has in `BLOCK_POPULATE`.
 */
export function editorPageZonePopulate(): { on: Record<string, StrapiParamValue> } {
  const on: Record<string, StrapiParamValue> = {};
  for (const name of EDITOR_BLOCK_COMPONENTS) {
    on[name] = BLOCK_POPULATE[name];
  }
  for (const [component, { block }] of Object.entries(EDITOR_FIELD_COMPONENTS)) {
    on[component] = block === 'field.gallery' ? { populate: { images: true } } : true;
  }
  for (const component of Object.keys(EDITOR_WIDGET_COMPONENTS)) {
    on[component] = true;
  }
  return { on };
}
