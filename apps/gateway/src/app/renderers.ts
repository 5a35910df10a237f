import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderEnvironment, RenderInput, RenderResult } from '@jobpoint/app-shell/server';
import { cmsHeaders } from '@jobpoint/cms-reader';
import type { SiteApp } from '@jobpoint/site-routes';
import type { GatewayConfig } from '../lib/config';
import { assetPrefix, SITE_APPS, type PageRenderer } from '../lib/page-renderer';
import { clientAssets, type ViteManifest } from '../lib/client-assets';
import { draftFetch } from '../preview/drafts';
import { recordingCmsReads } from '../content-changes/cms-reads';
import { observingUpstream } from '../resilience/upstream-health';
import type { ServiceCircuits } from '../resilience/service-circuits';
import { RenderPool } from '../lib/render-pool';
import { createSharedFetchCache, type SharedFetchCache } from '../lib/shared-fetch-cache';
import { createUpstreamFetch } from '../lib/upstream-fetch';

/** The most CMS answers the server keeps (pages × languages, with room to spare). */
const CMS_CACHE_ENTRIES = 2000;

/**
 * How the gateway asks the content service: one cache for the whole process, so both apps' renders and
 * the job documents share the CMS's answers for `CMS_CACHE_SECONDS`, until the CMS tells of a change, and
 * the last good answers stand in for `STALE_IF_ERROR_SECONDS` while the CMS fails or is slower than
 * `UPSTREAM_SOFT_TIMEOUT_MS`. `cmsFetch` is the
 * CMS's circuit (`ServiceCircuits`).
 */
export function createCmsAnswerCache(config: GatewayConfig, cmsFetch: typeof fetch): SharedFetchCache {
  return createSharedFetchCache({
    ttlMs: config.CMS_CACHE_SECONDS * 1000,
    staleIfErrorMs: config.STALE_IF_ERROR_SECONDS * 1000,
    softTimeoutMs: config.UPSTREAM_SOFT_TIMEOUT_MS,
    maxEntries: CMS_CACHE_ENTRIES,
    fetchImpl: cmsFetch,
  });
}

/** Each app's renderer for visitors, and the one an editor's preview gets, which reads the CMS's drafts. */
export interface SiteRenderers {
  live: Record<SiteApp, PageRenderer>;
  preview: Record<SiteApp, PageRenderer>;
  /** Stops the visitors' render threads. */
  close(): Promise<void>;
}

/** An app's server build, and its client files as its pages name them. */
export interface ServerApp {
  render: (env: RenderEnvironment, input: RenderInput) => Promise<RenderResult>;
  assets: RenderEnvironment['assets'];
}

/** Loads an app's server build and client manifest (the gateway and each render thread, once). */
export async function loadServerApp(config: GatewayConfig, app: SiteApp): Promise<ServerApp> {
  const appDist = path.resolve(config.APPS_DIST_DIR, app);
  const manifest = JSON.parse(await readFile(path.join(appDist, 'client/.vite/manifest.json'), 'utf8')) as ViteManifest;
  const entry = (await import(pathToFileURL(path.join(appDist, 'server/entry-server.mjs')).href)) as Pick<ServerApp, 'render'>;
  return { render: entry.render, assets: clientAssets(manifest, assetPrefix(app), `apps/${app}`) };
}

/**
 * Loads each app's server build and client manifest once, at start. Visitors' pages are rendered in the
 * render threads (`RenderPool`, next to the bundle in `render-worker.js`); they read the CMS through the
 * shared answers and tell the page cache what they read and how the services answered. The preview's
 * renders, rare and each for one editor, run in the process and read drafts, each time afresh. Every call
 * goes through the process's circuits.
 */
export async function loadRenderers(
  config: GatewayConfig,
  captchaSiteKey: string | null,
  cmsFetch: typeof fetch,
  circuits: ServiceCircuits,
  searchFetch: typeof fetch,
  /** The gateway's own endpoints (a job alert for its pages), answered in the process. */
  ownFetch?: typeof fetch,
): Promise<SiteRenderers> {
  const draftsFetch = draftFetch(circuits.cms.fetch, config.CMS_PREVIEW_TOKEN);
  const pool = new RenderPool(config, captchaSiteKey, new URL('./render-worker.js', import.meta.url));
  const liveFetches = {
    cms: observingUpstream(recordingCmsReads(cmsFetch)),
    jobs: observingUpstream(circuits.jobs),
    search: searchFetch,
    jobAlerts: ownFetch ?? createUpstreamFetch(config.UPSTREAM_TIMEOUT_MS),
  };
  const entries = await Promise.all(
    SITE_APPS.map(async (app) => {
      const { render, assets } = await loadServerApp(config, app);
      const preview = {
        ...renderEnvironment(config, assets, captchaSiteKey, { cms: draftsFetch, jobs: circuits.jobs, search: searchFetch, jobAlerts: ownFetch }),
        preview: true,
      };
      return { app, live: pool.renderer(app, liveFetches), preview: ((input) => render(preview, input)) as PageRenderer };
    }),
  );
  return {
    live: Object.fromEntries(entries.map(({ app, live }) => [app, live])) as Record<SiteApp, PageRenderer>,
    preview: Object.fromEntries(entries.map(({ app, preview }) => [app, preview])) as Record<SiteApp, PageRenderer>,
    close: () => pool.close(),
  };
}

/** The server-side service context (internal URLs, the CMS token) and the browser's public config. */
export function renderEnvironment(
  config: GatewayConfig,
  assets: RenderEnvironment['assets'],
  captchaSiteKey: string | null,
  fetches: { cms?: typeof fetch; jobs?: typeof fetch; search?: typeof fetch; jobAlerts?: typeof fetch } = {},
): RenderEnvironment {
  const upstreamFetch = createUpstreamFetch(config.UPSTREAM_TIMEOUT_MS);
  const search = {
    appId: config.SEARCH_APP_ID,
    apiKey: config.SEARCH_API_KEY,
    indexName: config.SEARCH_INDEX,
  };
  return {
    origin: config.PUBLIC_ORIGIN,
    assets,
    services: {
      cms: {
        baseUrl: config.CMS_URL,
        headers: cmsHeaders({ token: config.CMS_API_TOKEN, responseFormat: config.CMS_RESPONSE_FORMAT }),
        navigationIds: config.NAVIGATION_IDS,
        fetchFn: fetches.cms ?? upstreamFetch,
      },
      jobs: { baseUrl: config.JOBS_SERVICE_URL, fetchFn: fetches.jobs ?? upstreamFetch },
      search: { ...search, hosts: [searchHost(config.SEARCH_URL)], fetchFn: fetches.search ?? upstreamFetch },
      jobAlerts: { baseUrl: `${config.PUBLIC_ORIGIN}/api/job-alerts`, fetchFn: fetches.jobAlerts ?? upstreamFetch },
    },
    publicConfig: {
      portalUrl: config.PORTAL_URL,
      navigationIds: config.NAVIGATION_IDS,
      search: { ...search, hosts: [searchHost(config.SEARCH_PUBLIC_URL)] },
      captchaSiteKey,
    },
  };
}

function searchHost(url: string): { url: string; protocol: 'http' | 'https' } {
  const parsed = new URL(url);
  return { url: parsed.host + parsed.pathname.replace(/\/$/, ''), protocol: parsed.protocol === 'https:' ? 'https' : 'http' };
}
