import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { CmsReader } from '@jobpoint/cms-reader';
import type { ContentChangeHub } from '../content-changes/content-change-hub';
import type { GatewayConfig } from '../lib/config';
import { createUpstreamFetch } from '../lib/upstream-fetch';
import { buildSitemap, MAX_URLS_PER_FILE, SitemapCache, type SitemapFiles } from './sitemap-builder';
import { siteSitemapSources, type SitemapServices } from './sitemap-sources';

export interface SitemapPluginOptions {
  config: GatewayConfig;
  /** The server's CMS reader, on the cache the gateway shares with the page renders (with its time limit). */
  cms: CmsReader;
  /** Content changes the CMS tells of: the sitemap is built anew for the next request. */
  contentChanges?: ContentChangeHub;
  /** How the jobs service is asked (tests pass a stand-in). */
  jobsFetch?: typeof fetch;
  /** URLs per file before the sitemap is split into parts under an index. */
  maxUrlsPerFile?: number;
  /** How long a built sitemap is served and may be kept by browsers and proxies. */
  maxAgeSeconds?: number;
  now?: () => number;
}

/** Long enough that search engines' visits rarely build it, short enough that new jobs appear soon. */
const DEFAULT_MAX_AGE_SECONDS = 600;
/** A sitemap with a missing part is built again sooner, once the service may be back. */
const INCOMPLETE_MAX_AGE_SECONDS = 60;

/** The rules for crawlers: everything but the service forwarders, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /cms/',
    'Disallow: /jobs-api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * `GET /sitemap.xml` (and its parts `/sitemap-{n}.xml` when it is split) and `GET /robots.txt`. The sitemap
 * lists every page of the registry marked for it, every job, event and article, each language version
 * with its alternates; it is built from the services at most once per `maxAgeSeconds`, and a service
 * that does not answer leaves its part out instead of failing the sitemap.
 */
export const sitemapPlugin: FastifyPluginAsync<SitemapPluginOptions> = async (app, options) => {
  const { config, maxUrlsPerFile = MAX_URLS_PER_FILE, maxAgeSeconds = DEFAULT_MAX_AGE_SECONDS } = options;
  const services: SitemapServices = {
    cms: options.cms,
    jobsServiceUrl: config.JOBS_SERVICE_URL,
    jobsFetch: options.jobsFetch ?? createUpstreamFetch(config.UPSTREAM_TIMEOUT_MS),
  };
  const sources = siteSitemapSources(services);
  const cache = new SitemapCache({
    build: () =>
      buildSitemap({
        sources,
        origin: config.PUBLIC_ORIGIN,
        maxUrlsPerFile,
        onSourceError: (source, error) =>
          app.log.warn({ err: error, source }, 'sitemap: a source did not answer, its part is left out'),
      }),
    freshMs: maxAgeSeconds * 1000,
    incompleteMs: Math.min(maxAgeSeconds, INCOMPLETE_MAX_AGE_SECONDS) * 1000,
    onBuildError: (error) => app.log.error({ err: error }, 'sitemap could not be built'),
    now: options.now,
  });
  options.contentChanges?.subscribe(() => cache.clear());

  const sendXml = (reply: FastifyReply, files: SitemapFiles, body: string) => {
    const maxAge = files.complete ? maxAgeSeconds : Math.min(maxAgeSeconds, INCOMPLETE_MAX_AGE_SECONDS);
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 2}`)
      .send(body);
  };

  app.get('/sitemap.xml', async (_request, reply) => {
    const files = await cache.get();
    return sendXml(reply, files, files.index ?? files.parts[0]);
  });

  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', async (request, reply) => {
    const files = await cache.get();
    const part = /^[1-9]\d*$/.test(request.params.part) ? Number(request.params.part) : 0;
    if (!files.index || part < 1 || part > files.parts.length) {
      return reply.code(404).header('cache-control', 'no-store').send({ message: 'Not found' });
    }
    return sendXml(reply, files, files.parts[part - 1]);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(config.PUBLIC_ORIGIN)),
  );
};
