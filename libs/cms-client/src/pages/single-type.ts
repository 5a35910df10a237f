import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import { SEO_POPULATE, type Seo } from '../lib/models/shared';
import { fetchLocalizedContent } from '../lib/strapi/fetch-single-type';
import type { StrapiParams } from '../lib/strapi/strapi-query';
import { BLOCK_POPULATE, type BlockName } from './block-content';

/** Blocks whose content is not a field of the page but a list or entry of its own (loaded by the block). */
export const CONTENT_WIDGETS = [
  'site.locations',
  'site.chat-contact',
  'site.location-block',
  'site.customer-ratings',
  'site.company-ratings',
  'site.fair-events',
  'site.fair-block',
  'site.fair-exhibitors',
] as const;
export type ContentWidget = (typeof CONTENT_WIDGETS)[number];

/** One block of a page: a field of the single type shown as a block, or a widget with its own content. */
export type PageBlock =
  | { field: string; block: BlockName; repeatable?: boolean }
  | { widget: ContentWidget };

/** A page's content as the CMS holds it: a single type, the blocks it shows in order, and its SEO block. */
export interface SingleTypeDescription {
  singleType: string;
  blocks: readonly PageBlock[];
  /**
   * The page shows what it can when its content fails to load (the CMS is down or answers nonsense):
   * the layout without the content, never the error page.
   */
  failuresIgnored?: boolean;
}

export interface SingleTypeContent {
  seo: Seo | null;
  /** The blocks' data by field name, parsed. */
  fields: Record<string, unknown>;
  /**
   * The language the content is in: the page's, or German when the editors have not translated it (the
   * page then marks the content with its language).
   */
  locale: Locale;
}

export interface SingleTypeArgs {
  singleType: string;
  locale: Locale;
}

const descriptions = new Map<string, { description: SingleTypeDescription; populate: StrapiParams }>();

export function fieldBlocks(description: SingleTypeDescription) {
  return description.blocks.filter((block): block is Extract<PageBlock, { field: string }> => 'field' in block);
}

/**
 * Makes a page's content readable through `getSingleType`: its populate tree and its schema
 * (`singleTypeSchema`) are assembled from the blocks it lists. Defining it is what registers it, so any
 * code that can name a description has registered it before it asks for the content.
 */
export function defineSingleType(description: SingleTypeDescription): SingleTypeDescription {
  const populate: Record<string, StrapiParams[string]> = { seo: SEO_POPULATE };
  for (const { field, block } of fieldBlocks(description)) {
    const blockPopulate = BLOCK_POPULATE[block];
    if (blockPopulate !== null) {
      populate[field] = blockPopulate;
    }
  }
  descriptions.set(description.singleType, { description, populate: { populate } });
  return description;
}

/** The CMS query of a described page, for the contract tests and the search index. */
export function singleTypeRequest({ singleType, locale }: SingleTypeArgs) {
  const described = descriptions.get(singleType);
  if (!described) {
    throw new Error(`No content description for the single type ${singleType}`);
  }
  return {
    request: { path: `/api/${singleType}`, params: { locale, ...described.populate } },
    loadSchema: () => import('./single-type-schema').then((schemas) => schemas.singleTypeSchema(described.description)),
  };
}

export const singleTypeApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** A described page's content; `null` when the CMS has it in neither the page's language nor German. */
    getSingleType: build.query<SingleTypeContent | null, SingleTypeArgs>({
      async queryFn(args, _api, _extraOptions, baseQuery) {
        const result = await fetchLocalizedContent(
          baseQuery,
          (locale) => singleTypeRequest({ ...args, locale }).request,
          singleTypeRequest(args).loadSchema,
          args.locale,
        );
        if (result.error) {
          return result;
        }
        if (result.data === null) {
          return { data: null };
        }
        const { seo, ...fields } = result.data.content as { seo?: Seo | null } & Record<string, unknown>;
        return { data: { seo: seo ?? null, fields, locale: result.data.locale } };
      },
    }),
  }),
});

export const { useGetSingleTypeQuery } = singleTypeApi;
