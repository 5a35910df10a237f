import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { cmsApi } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import type { SiteState } from '@jobpoint/store';
import { renderWithProviders } from '@jobpoint/test-utils';
import { createSiteSystem, LINK_NAMESPACE, linkResources, SiteAppProvider } from '@jobpoint/ui-kit';
import { layoutResources } from '../i18n/layout-resources';

export interface RenderInAppOptions {
  app?: 'jobseekers' | 'employers';
  url?: string;
  locale?: Locale;
  site?: Partial<SiteState>;
  routes?: RouteObject[];
}

/** Renders layout parts as the apps do: content API store, the audience theme, layout strings, router. */
export function renderInApp(ui: ReactElement | null, { app = 'jobseekers', ...options }: RenderInAppOptions = {}) {
  return renderWithProviders(ui, {
    ...options,
    apis: [cmsApi],
    system: createSiteSystem(app),
    namespaces: { layout: layoutResources, [LINK_NAMESPACE]: linkResources },
    wrap: (children) => <SiteAppProvider value={app}>{children}</SiteAppProvider>,
  });
}
