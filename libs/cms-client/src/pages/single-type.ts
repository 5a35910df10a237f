import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import { SEO_POPULATE, type Seo } from '../lib/models/shared';
import { fetchLocalizedContent } from '../lib/strapi/fetch-single-type';
import type { StrapiParams } from '../lib/strapi/strapi-query';
import { BLOCK_POPULATE } from './block-types';
import { fieldBlocks, type SingleTypeDescription } from './single-type-description';

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

/** The description a page's single type was defined with, if any. */
export function describedSingleType(singleType: string): SingleTypeDescription | undefined {
  return descriptions.get(singleType)?.description;
}

export function describedSingleTypes(): SingleTypeDescription[] {
  return [...descriptions.values()].map(({ description }) => description);
}

/** The CMS query of a described page, for the contract tests and the search index. */
function singleTypeRequest({ singleType, locale }: SingleTypeArgs) {
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
