import type { Locale } from '@jobpoint/i18n';
import { editorPagePath, isEditorPageSlug } from '@jobpoint/site-routes';
import type { Audience, ServiceContext } from '@jobpoint/store';
import { cmsApi } from '../lib/api/cms-api';
import type { NavigationTreeItem } from './layout-schema';
import { queryContent } from './query-content';

export type { NavigationTreeItem } from './layout-schema';

/** One entry of an audience's main navigation, with its children. */
export interface NavItem {
  id: number | string;
  title: string;
  /** A site path, or the URL of an external item; null for a wrapper that only groups children. */
  path: string | null;
  external: boolean;
  menuAttached: boolean;
  order: number;
  uiRouterKey: string;
  items: NavItem[];
}

export function toNavItems(tree: NavigationTreeItem[]): NavItem[] {
  return tree
    .map((item): NavItem => {
      const external = item.type === 'EXTERNAL' || item.external === true;
      return {
        id: item.id,
        title: item.title,
        path: external ? (item.externalPath ?? item.path ?? null) : sitePath(item),
        external,
        menuAttached: item.menuAttached ?? false,
        order: item.order ?? 0,
        uiRouterKey: item.uiRouterKey ?? '',
        items: toNavItems(item.items ?? []),
      };
    })
    .sort((a, b) => a.order - b.order);
}

/** The content type of the editors' own pages, as the navigation plugin names an item's related entry. */
const EDITOR_PAGE_CONTENT_TYPE = 'api::seite.seite';

function sitePath(item: NavigationTreeItem): string | null {
  if (item.type === 'WRAPPER') {
    return null;
  }
  // An item that leads to an editor page goes to the page's address in the navigation's language,
  // whatever path the editors gave the item.
  const related = item.related;
  if (related?.__type === EDITOR_PAGE_CONTENT_TYPE && isEditorPageSlug(related.slug)) {
    return editorPagePath(related.slug);
  }
  if (!item.path) {
    return null;
  }
  return item.path.startsWith('/') ? item.path : `/${item.path}`;
}

export interface NavigationArgs {
  audience: Audience;
  locale: Locale;
}

const getNavigationApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    getNavigation: build.query<NavItem[], NavigationArgs>({
      // The navigation id per audience and language is configuration, found in the service context.
      queryFn: ({ audience, locale }, api, _extraOptions, baseQuery) => {
        const id = (api.extra as ServiceContext).cms.navigationIds[audience][locale];
        return queryContent(
          baseQuery,
          { path: `/api/navigation/render/${encodeURIComponent(String(id))}`, params: { type: 'TREE', locale } },
          () => import('./layout-schema').then((schemas) => schemas.navigationTreeSchema),
          toNavItems,
          [],
        );
      },
    }),
  }),
});

export const { getNavigation } = getNavigationApi.endpoints;
export const { useGetNavigationQuery } = getNavigationApi;
