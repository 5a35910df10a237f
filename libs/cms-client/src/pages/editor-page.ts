import type { Locale } from '@jobpoint/i18n';
import type { PageLayout } from '@jobpoint/site-routes';
import { cmsApi } from '../lib/api/cms-api';
import { LOCALIZATIONS_POPULATE, type Localization } from '../lib/models/localizations';
import { SEO_POPULATE, type Seo } from '../lib/models/shared';
import { fetchLocalizedContent, isEmptyList, type CmsBaseQuery, type ContentResult, type LocalizedContent } from '../lib/strapi/fetch-single-type';
import type { StrapiParams } from '../lib/strapi/strapi-query';
import { EDITOR_PAGE_ZONE, editorPageZonePopulate } from './editor-page-blocks';
import type { PageBlock } from './single-type-description';

/**
 * The CMS collection of the editors' own pages (`seite`), each at `/{slug}` of the site. Here, beside the
 * endpoint, rather than with the zone's tables: those load with the schemas too, and a server bundle
 * initialises such a module only where it is imported directly (see `schemas-bundle.spec.ts`).
 */
export const EDITOR_PAGES_PATH = '/api/seiten';

/**
 * A page the editors made themselves (CMS collection `seite`): its blocks are those of the single-type
 * pages, in the order the editors placed them, with their data by field as a described page has it.
 */
export interface EditorPage {
  title: string;
  slug: string;
  /** The chrome the page is shown in. */
  layout: PageLayout;
  seo: Seo | null;
  blocks: PageBlock[];
  fields: Record<string, unknown>;
  /** The page's versions in the other languages, each with its own slug. */
  localizations: Localization[];
  updatedAt: string | null;
}

export interface EditorPageArgs {
  /** The page's language. */
  locale: Locale;
  slug: string;
}

/** Everything an editor page shows: its blocks, its SEO block and its other languages' slugs. */
export const EDITOR_PAGE_POPULATE: StrapiParams = {
  seo: SEO_POPULATE,
  [EDITOR_PAGE_ZONE]: editorPageZonePopulate(),
  localizations: LOCALIZATIONS_POPULATE,
};

/** One editor page by its slug in a language, with everything it shows. */
export function editorPageParams(locale: Locale, slug: string): StrapiParams {
  return { locale, filters: { slug: { $eq: slug } }, pagination: { page: 1, pageSize: 1 }, populate: EDITOR_PAGE_POPULATE };
}

const editorPageList = () => import('./editor-page-schema').then((schemas) => schemas.editorPageListSchema);

/**
 * An editor page by slug in the page's language, else the German page of that slug (which the page marks
 * with its language, as untranslated single-type pages are); `null` when neither has that slug.
 */
async function fetchEditorPage(baseQuery: CmsBaseQuery, { locale, slug }: EditorPageArgs): Promise<ContentResult<LocalizedContent<EditorPage> | null>> {
  const found = await fetchLocalizedContent(
    baseQuery,
    (candidate) => ({ path: EDITOR_PAGES_PATH, params: editorPageParams(candidate, slug) }),
    editorPageList,
    locale,
    isEmptyList,
  );
  if (found.error || !found.data) return found.error ? found : { data: null };
  return { data: { content: found.data.content[0], locale: found.data.locale } };
}

export const editorPageApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    getEditorPage: build.query<LocalizedContent<EditorPage> | null, EditorPageArgs>({
      queryFn: (args, _api, _extraOptions, baseQuery) => fetchEditorPage(baseQuery, args),
    }),
  }),
});

export const { useGetEditorPageQuery } = editorPageApi;
