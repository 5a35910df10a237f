import type { RenderInput, RenderResult } from '@jobpoint/app-shell/server';
import { createCmsReader, type CmsReader } from '@jobpoint/cms-reader';
import type { SiteApp } from '@jobpoint/site-routes';
import type { GatewayConfig } from './config';

/** The two apps the gateway renders. */
export const SITE_APPS: readonly SiteApp[] = ['jobseekers', 'employers'];

/** Where an app's client files are served from. */
export function assetPrefix(app: SiteApp): string {
  return `/static/${app}/`;
}

/** Renders one page of an app: in a render thread for visitors, in the process for an editor's preview. */
export type PageRenderer = (input: RenderInput) => Promise<RenderResult>;

/** The server's one CMS reader (job documents, calendar files, sitemap), on the same cache as the renders. */
export function createGatewayCmsReader(config: GatewayConfig, cmsFetch: typeof fetch): CmsReader {
  return createCmsReader({ baseUrl: config.CMS_URL, token: config.CMS_API_TOKEN, responseFormat: config.CMS_RESPONSE_FORMAT, fetchFn: cmsFetch });
}
