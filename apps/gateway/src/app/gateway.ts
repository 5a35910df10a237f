import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { observeRequests, serviceRequestOptions, type Tracing } from '@jobpoint/service-telemetry';
import { constants as zlib } from 'node:zlib';
import { RECAPTCHA_CSP_SOURCES } from '@jobpoint/mailing-client';
import type { SiteApp } from '@jobpoint/site-routes';
import { eventCalendarPlugin } from '../events/event-calendar-plugin';
import { isAffectedUrl } from '../content-changes/content-change';
import { openContentChangeChannel } from '../content-changes/content-change-channel';
import { ContentChangeHub } from '../content-changes/content-change-hub';
import { contentChangePlugin } from '../content-changes/content-change-plugin';
import { forwardersPlugin } from '../forwarders/forwarders-plugin';
import { jobAlertsPlugin } from '../job-alerts/job-alerts-plugin';
import { jobPdfPlugin } from '../job-pdf/job-pdf-plugin';
import { openMailDesk } from '../mailing/mail-desk';
import type { MailingConfig } from '../mailing/mailing-config';
import { mailingPlugin } from '../mailing/mailing-plugin';
import { serviceWorkerPlugin } from '../offline/service-worker-plugin';
import { healthPlugin } from '../health/health-plugin';
import { notFoundPlugin } from '../pages/not-found-plugin';
import { pagesPlugin, privatePageRenderer } from '../pages/pages-plugin';
import { tracedRenderers } from '../pages/page-spans';
import { previewRoutesPlugin, previewStatePlugin } from '../preview/preview-plugin';
import { PreviewSessions } from '../preview/preview-sessions';
import { sitemapPlugin } from '../sitemap/sitemap-plugin';
import { ServiceCircuits } from '../resilience/service-circuits';
import type { GatewayMetrics } from '../metrics/gateway-metrics';
import { addRequestMetrics, measuredRenderers } from '../metrics/request-metrics';
import { clientFilesPlugin } from '../lib/client-files-plugin';
import type { GatewayConfig } from '../lib/config';
import { loggableUrl } from '../lib/loggable-url';
import { createGatewayCmsReader, type PageRenderer } from '../lib/page-renderer';
import type { SharedFetchCache } from '../lib/shared-fetch-cache';
import { Readiness } from '../lib/readiness';
import { requestLocalePlugin } from '../lib/request-locale-plugin';
import type { CspSources } from '../lib/security-headers';
import { securityHeadersPlugin } from '../lib/security-headers-plugin';

export interface GatewayOptions {
  config: GatewayConfig;
  /**
   * The form endpoints, the job alerts and their outbox; left out, the gateway has no /api/brevo,
   * /api/captcha or job alert routes.
   */
  mailing?: MailingConfig;
  renderers: Record<SiteApp, PageRenderer>;
  /**
   * The renderers of an editor's preview, which read drafts (`loadRenderers`). Left out (tests), a preview
   * renders with `renderers`, still never shared.
   */
  previewRenderers?: Record<SiteApp, PageRenderer>;
  /** The CMS answers the gateway's own requests share (`createCmsAnswerCache`). */
  cmsAnswers?: SharedFetchCache;
  /**
   * The process's circuits to the CMS and the jobs service, which the renderers use too. Left out, the
   * gateway makes its own and stops them when it closes.
   */
  circuits?: ServiceCircuits;
  /**
   * The PostgreSQL database the site's gateways share (the outbox's `DATABASE_URL`): a content change that
   * reaches one gateway reaches all through it. Absent for a gateway of its own.
   */
  sharedDatabaseUrl?: string;
  publicDir: string;
  /** Fastify's logger: `true` (the default) logs JSON lines to stdout; tests pass `false` or their own stream. */
  logger?: FastifyServerOptions['logger'];
  /** The page cache's clock; tests move it instead of waiting. */
  now?: () => number;
  /** The process's metrics (one per process, served by `startMetricsServer`); left out, nothing is measured. */
  metrics?: GatewayMetrics;
  /** What `/readyz` answers from; the process turns it off when it shuts down. Left out, the gateway makes its own. */
  readiness?: Readiness;
  /** The process's tracing, when it runs (`startTracing`). */
  tracing?: Tracing;
}

/** A request that takes longer than this is logged. */
const SLOW_REQUEST_MS = 1000;

/**
 * One origin for the whole site, composed of plugins: security headers on every answer, the request's
 * language, the apps' client files, health and readiness, the form endpoints, the job documents, calendar
 * files, sitemap and service worker, the forwarders to the data services, the pages of both apps for
 * every other path, and the answer to what no route answers.
 */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const { config, mailing, sharedDatabaseUrl, publicDir, logger = true, now, metrics } = options;
  const renderers = measuredRenderers(tracedRenderers(options.renderers), metrics);
  const previewRenderers = measuredRenderers(tracedRenderers(options.previewRenderers ?? options.renderers), metrics);
  const circuits = options.circuits ?? new ServiceCircuits(config, { metrics });
  const cmsAnswers = options.cmsAnswers ?? { fetch: circuits.cms.fetch, drop: () => undefined };
  const cmsFetch = cmsAnswers.fetch;
  const cms = createGatewayCmsReader(config, cmsFetch);
  const contentChanges = new ContentChangeHub();
  contentChanges.subscribe((change) => cmsAnswers.drop((url) => isAffectedUrl(change, url)));
  // One line per request that failed or was slow instead of two per request: at a thousand requests a
  // second the access log was a measurable part of a cached page's cost (a CDN or load balancer keeps
  // the access log in production).
  const app = Fastify({ logger, ...serviceRequestOptions(config.TRUST_PROXY), trustProxy: config.TRUST_PROXY, bodyLimit: 64 * 1024 });
  observeRequests(app, options.tracing);
  app.addHook('onResponse', async (request, reply) => {
    // Made only for a line that is written: masking what the URL carries is not free.
    const entry = () => ({ method: request.method, url: loggableUrl(request), statusCode: reply.statusCode, responseTime: reply.elapsedTime });
    // `/readyz` logs why it is not ready itself.
    if (reply.statusCode >= 500 && request.routeOptions.url !== '/readyz') {
      request.log.error(entry(), 'request failed');
    } else if (reply.elapsedTime > SLOW_REQUEST_MS) {
      request.log.warn(entry(), 'slow request');
    }
  });
  if (metrics) {
    addRequestMetrics(app, metrics);
  }

  const stopWatchingCircuits = circuits.watch((upstream, state) => {
    if (state === 'open') {
      app.log.warn({ upstream, circuit: state }, `the ${upstream} circuit opened: calls fail at once`);
    } else {
      app.log.info({ upstream, circuit: state }, `the ${upstream} circuit is ${state === 'closed' ? 'closed again' : 'half open: one call probes'}`);
    }
  });
  app.addHook('onClose', async () => {
    stopWatchingCircuits();
    if (!options.circuits) {
      circuits.shutdown();
    }
  });

  // The previews' ends are shared like the outbox; a gateway without one (tests) keeps them in memory.
  const previews = await PreviewSessions.open({
    secret: config.PREVIEW_SECRET,
    location: sharedDatabaseUrl ? { databaseUrl: sharedDatabaseUrl } : (mailing?.outbox ?? { file: ':memory:' }),
  });
  app.addHook('onClose', () => previews.close());
  await app.register(cookie);
  await app.register(previewStatePlugin, { sessions: previews });
  await app.register(securityHeadersPlugin, { config, cspSources: cspSources(config, mailing) });
  await app.register(requestLocalePlugin);
  await app.register(compress, {
    global: true,
    threshold: 1024,
    // Brotli before zstd (which Node 22 offers first): one coding for pages and JSON, the one cached pages keep.
    encodings: ['br', 'gzip', 'deflate', 'identity'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(clientFilesPlugin, { appsDistDir: config.APPS_DIST_DIR, publicDir });

  const readiness = options.readiness ?? new Readiness();
  metrics?.watchReadiness(readiness);
  await app.register(healthPlugin, { readiness });
  await app.register(previewRoutesPlugin, { config, sessions: previews, metrics });
  const contentChannel = sharedDatabaseUrl
    ? await openContentChangeChannel({ databaseUrl: sharedDatabaseUrl, onChange: (change) => contentChanges.apply(change), log: app.log })
    : undefined;
  if (contentChannel) {
    app.addHook('onClose', async () => {
      await contentChannel.close();
      app.log.info('shutdown: content change listener closed');
    });
  }
  await app.register(contentChangePlugin, { config, hub: contentChanges, channel: contentChannel, metrics });

  if (mailing) {
    // One outbox for the forms and the job alerts; it closes after both plugins (ADR 171).
    const desk = await openMailDesk(app, { config: mailing, metrics, readiness });
    await app.register(mailingPlugin, { desk });
    await app.register(jobAlertsPlugin, {
      desk,
      jobsServiceUrl: config.JOBS_SERVICE_URL,
      jobsFetch: circuits.jobs,
      renderPage: privatePageRenderer(config, renderers),
      metrics,
    });
  }
  await app.register(jobPdfPlugin, { config, cms, jobsFetch: circuits.jobs });
  await app.register(eventCalendarPlugin, { config, cms });
  await app.register(sitemapPlugin, { config, cms, contentChanges, jobsFetch: circuits.jobs });
  await app.register(serviceWorkerPlugin, { appsDistDir: config.APPS_DIST_DIR });
  await app.register(forwardersPlugin, { config, cmsFetch, circuits });
  await app.register(pagesPlugin, { config, renderers, previewRenderers, contentChanges, cms, now, metrics });

  await app.register(notFoundPlugin);

  return app;
}

/** Origins the pages use beyond the gateway's own: the search service when it is elsewhere, the captcha. */
function cspSources(config: GatewayConfig, mailing: MailingConfig | undefined): CspSources {
  const searchOrigin = new URL(config.SEARCH_PUBLIC_URL).origin;
  const captcha = mailing?.captcha ? RECAPTCHA_CSP_SOURCES : { script: [], frame: [], connect: [] };
  return {
    connect: [...(searchOrigin === config.PUBLIC_ORIGIN ? [] : [searchOrigin]), ...captcha.connect],
    script: [...captcha.script],
    frame: [...captcha.frame],
  };
}
