import type { RouteObject } from 'react-router';
import type { NamespaceResources } from '@jobpoint/i18n';
import type { SiteApp } from '@jobpoint/site-routes';
import type { RouteContext } from './page-route';

/** What an audience app hands to the browser bootstrap. */
export interface AppDefinition {
  app: SiteApp;
  createRoutes: (context: RouteContext) => RouteObject[];
}

/**
 * What an audience app hands to the shared server renderer: also its UI strings in every language. The
 * browser gets those of the page's language with the page (`PageState.strings`), not in its script.
 */
export interface ServerAppDefinition extends AppDefinition {
  namespaces: Record<string, NamespaceResources>;
}
