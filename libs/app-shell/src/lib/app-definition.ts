import type { RouteObject } from 'react-router';
import type { NamespaceResources } from '@jobpoint/i18n';
import { LINK_NAMESPACE, linkResources } from '@jobpoint/ui-kit';
import type { SiteApp } from '@jobpoint/site-routes';
import type { RouteContext } from './page-route';

/** What an audience app hands to the shared server renderer and to the browser bootstrap. */
export interface AppDefinition {
  app: SiteApp;
  createRoutes: (context: RouteContext) => RouteObject[];
  namespaces: Record<string, NamespaceResources>;
}

/** The app's own UI strings plus those of the shared link component, which every page uses. */
export function appNamespaces(definition: AppDefinition): Record<string, NamespaceResources> {
  return { ...definition.namespaces, [LINK_NAMESPACE]: linkResources };
}
