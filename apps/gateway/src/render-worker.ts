/**
 * A render thread of the gateway (`RenderPool`): renders the pages of both apps off the event loop that
 * serves everything else. Both apps' server builds are loaded once, at the thread's start; a render's
 * service calls are made by the main thread (`serviceFetchesThrough`).
 */
import { workerData } from 'node:worker_threads';
import type { RenderResult } from '@jobpoint/app-shell/server';
import type { SiteApp } from '@jobpoint/site-routes';
import { serviceFetchesThrough, type RenderTask, type RenderWorkerData } from './lib/render-pool';
import { loadServerApp, renderEnvironment, type ServerApp } from './app/renderers';
import { SITE_APPS } from './lib/page-renderer';

const { config, captchaSiteKey } = workerData as RenderWorkerData;
const apps = Object.fromEntries(await Promise.all(SITE_APPS.map(async (app) => [app, await loadServerApp(config, app)]))) as Record<SiteApp, ServerApp>;

export default async function render({ app, input, port }: RenderTask): Promise<RenderResult> {
  try {
    const { render: renderPage, assets } = apps[app];
    return await renderPage(renderEnvironment(config, assets, captchaSiteKey, serviceFetchesThrough(port)), input);
  } finally {
    port.close();
  }
}
