import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import { LOCALE_COOKIE, LOCALE_QUERY_PARAM, resolveLocale } from '@jobpoint/i18n';
import { RECAPTCHA_CSP_SOURCES } from '@jobpoint/mailing-client';
import { appForPath, type SiteApp } from '@jobpoint/site-routes';
import { parseTextSize, TEXT_SIZE_COOKIE } from '@jobpoint/store';
import { isAllowedCmsPath, navigationPathIds } from './cms-allow-list';
import { jobPdfPlugin } from '../job-pdf/job-pdf-plugin';
import { eventCalendarPlugin } from '../events/event-calendar-plugin';
import type { MailingConfig } from '../mailing/mailing-config';
import { mailingPlugin } from '../mailing/mailing-plugin';
import { serviceWorkerPlugin } from '../offline/service-worker-plugin';
import { sitemapPlugin } from '../sitemap/sitemap-plugin';
import type { GatewayConfig } from './config';
import { forwardGet } from './forward';
import { PageCache, type PageCacheState, type RenderedPage } from './page-cache';
import { RenderTimeoutError, withRenderDeadline } from './render-deadline';
import { assetPrefix, cmsHeaders, SITE_APPS, type PageRenderer } from './renderers';
import {
  contentSecurityPolicy,
  createNonce,
  sendsStrictTransportSecurity,
  STATIC_SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers';
import { createUpstreamFetch } from './upstream-fetch';

export interface GatewayOptions {
  config: GatewayConfig;
  /** The form endpoints and their outbox; left out, the gateway has no /api/brevo or /api/captcha routes. */
  mailing?: MailingConfig;
  renderers: Record<SiteApp, PageRenderer>;
  /** How the gateway's own requests to the CMS are sent (the shared cache of `createCmsFetch`). */
  cmsFetch?: typeof fetch;
  publicDir: string;
  /** Fastify's logger: `true` (the default) logs JSON lines to stdout; tests pass `false` or their own stream. */
  logger?: FastifyServerOptions['logger'];
  /** The page cache's clock; tests move it instead of waiting. */
  now?: () => number;
}

const ONE_YEAR_SECONDS = 31_536_000;

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}


/** A request that takes longer than this is logged. */
const SLOW_REQUEST_MS = 1000;

/**
 * One origin for the whole site: both audience apps rendered on the server, their assets, and the
 * forwarders to the data services.
 */
export async function buildGateway({ config, mailing, renderers, cmsFetch: givenCmsFetch, publicDir, logger = true, now }: GatewayOptions): Promise<FastifyInstance> {
  const cmsFetch = givenCmsFetch ?? createUpstreamFetch(config.UPSTREAM_TIMEOUT_MS);
  // One line per request that failed or was slow instead of two per request: at a thousand requests a
  // second the access log was a measurable part of a cached page's cost (a CDN or load balancer keeps
  // the access log in production).
  const app = Fastify({ logger, disableRequestLogging: true, trustProxy: config.TRUST_PROXY, bodyLimit: 64 * 1024 });
  app.addHook('onResponse', async (request, reply) => {
    const entry = { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (reply.statusCode >= 500) {
      request.log.error(entry, 'request failed');
    } else if (reply.elapsedTime > SLOW_REQUEST_MS) {
      request.log.warn(entry, 'slow request');
    }
  });
  const pages = createPageRendering(app, config, renderers, now);
  const upstreamFetch = createUpstreamFetch(config.UPSTREAM_TIMEOUT_MS);
  const navigationIds = navigationPathIds(config.NAVIGATION_IDS);
  const searchOrigin = new URL(config.SEARCH_PUBLIC_URL).origin;
  const captcha = mailing?.captcha ? RECAPTCHA_CSP_SOURCES : { script: [], frame: [], connect: [] };
  const cspSources = {
    connect: [...(searchOrigin === config.PUBLIC_ORIGIN ? [] : [searchOrigin]), ...captcha.connect],
    script: [...captcha.script],
    frame: [...captcha.frame],
  };

  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = createNonce();
    reply.headers(STATIC_SECURITY_HEADERS);
    reply.header('content-security-policy', contentSecurityPolicy(request.cspNonce, cspSources));
    if (sendsStrictTransportSecurity(request.protocol, config.NODE_ENV)) {
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    }
  });

  await app.register(cookie);
  await app.register(compress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });

  for (const siteApp of SITE_APPS) {
    await app.register(fastifyStatic, {
      root: path.resolve(config.APPS_DIST_DIR, siteApp, 'client'),
      prefix: assetPrefix(siteApp),
      decorateReply: false,
      index: false,
      serveDotFiles: false,
      // The build wrote Brotli and gzip copies of its scripts and styles (ADR 055): sent as they are.
      preCompressed: true,
      // The caching headers are set here, per file kind, instead of the plugin's max-age=0 default.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Files under assets/ carry a content hash in their name and never change.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600');
        // A shared cache must keep the Brotli, gzip and plain copies apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=3600'),
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  if (mailing) {
    await app.register(mailingPlugin, { config: mailing });
  }
  await app.register(jobPdfPlugin, { config, cmsFetch });
  await app.register(eventCalendarPlugin, { config, cmsFetch });
  await app.register(sitemapPlugin, { config, cmsFetch });
  await app.register(serviceWorkerPlugin, { appsDistDir: config.APPS_DIST_DIR });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/cms/*',
    handler: async (request, reply) => {
      const { pathname, search } = requestUrl(request);
      const cmsPath = pathname.slice('/cms'.length);
      if (!isAllowedCmsPath(cmsPath, navigationIds)) {
        return reply.code(404).header('cache-control', 'no-store').send({ message: 'Not found' });
      }
      const isUpload = cmsPath.startsWith('/uploads/');
      return forwardGet(reply, {
        target: `${config.CMS_URL}${cmsPath}${search}`,
        // Content answers come through the shared CMS cache, as for the server renders: a crowd's browsers
        // ask the CMS once per URL and minute. Uploads are binary and pass through as they are.
        fetchFn: isUpload ? upstreamFetch : cmsFetch,
        headers: cmsHeaders(config),
        cacheControl: (status) =>
          status >= 400 ? 'no-store' : isUpload ? 'public, max-age=86400' : 'public, max-age=60, stale-while-revalidate=300',
      });
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/jobs-api/*',
    handler: async (request, reply) => {
      const { pathname, search } = requestUrl(request);
      const isLogo = pathname.startsWith('/jobs-api/logos/');
      return forwardGet(reply, {
        target: `${config.JOBS_SERVICE_URL}${pathname.slice('/jobs-api'.length)}${search}`,
        fetchFn: upstreamFetch,
        headers: {},
        // Job data is asked afresh every time; a company's logo is an image that is kept a day, as uploads are.
        cacheControl: (status) =>
          status >= 400 ? 'no-store' : isLogo ? 'public, max-age=86400' : 'no-store, no-cache, must-revalidate',
      });
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => renderPageResponse(request, reply, pages),
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(request.method === 'GET' || request.method === 'HEAD' ? 404 : 405).send({ message: 'Not found' });
  });

  return app;
}

/** The request's path and query; `//x` stays a path (as a base-relative URL it would name a host). */
function requestUrl(request: FastifyRequest): URL {
  return new URL(`http://gateway.internal${request.url}`);
}

interface PageRendering {
  renderers: Record<SiteApp, PageRenderer>;
  config: GatewayConfig;
  /** Absent when the CMS cache or the page cache is switched off: every page is then rendered. */
  cache: PageCache | null;
  /** What cached renders get instead of a nonce; random per process, so no content can contain it. */
  placeholder: string;
}

function createPageRendering(app: FastifyInstance, config: GatewayConfig, renderers: Record<SiteApp, PageRenderer>, now?: () => number): PageRendering {
  const placeholder = createNonce();
  const cache =
    config.PAGE_CACHE_SECONDS > 0
      ? new PageCache({
          freshMs: config.PAGE_CACHE_SECONDS * 1000,
          staleMs: config.PAGE_CACHE_STALE_SECONDS * 1000,
          maxEntries: config.PAGE_CACHE_MAX_ENTRIES,
          maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024,
          placeholder,
          now,
          onRefreshError: (error) => app.log.error({ err: error }, 'page render in the background failed'),
        })
      : null;
  const limited = Object.fromEntries(
    SITE_APPS.map((siteApp) => [siteApp, withRenderDeadline(renderers[siteApp], config.RENDER_TIMEOUT_MS)]),
  ) as Record<SiteApp, PageRenderer>;
  return { renderers: limited, config, cache, placeholder };
}

async function renderPageResponse(request: FastifyRequest, reply: FastifyReply, pages: PageRendering): Promise<FastifyReply> {
  const { pathname, search, searchParams } = requestUrl(request);
  const render = pages.renderers[appForPath(pathname)];
  const url = `${pages.config.PUBLIC_ORIGIN}${pathname}${search}`;
  try {
    if (!pages.cache || request.headers.authorization !== undefined) {
      const result = await render({
        url,
        method: 'GET',
        headers: { 'accept-language': request.headers['accept-language'] ?? '' },
        cookies: request.cookies,
        nonce: request.cspNonce,
      });
      reply.header('x-cache', 'BYPASS');
      return result.kind === 'redirect'
        ? sendRedirect(reply, result)
        : sendHtml(reply, result.status, result.html, 'no-cache');
    }
    // The key is everything the render is given: it sees no other cookie or header, so a shared page
    // cannot carry anything of one visitor to another.
    const locale = resolveLocale({ query: searchParams.get(LOCALE_QUERY_PARAM), cookie: request.cookies[LOCALE_COOKIE] });
    const textSize = parseTextSize(request.cookies[TEXT_SIZE_COOKIE]);
    const key = `GET ${pathname}${search} ${locale} ${textSize}`;
    const { state, page } = await pages.cache.get(key, () =>
      render({
        url,
        method: 'GET',
        headers: {},
        cookies: { [LOCALE_COOKIE]: locale, [TEXT_SIZE_COOKIE]: String(textSize) },
        nonce: pages.placeholder,
      }),
    );
    return sendSharedPage(request, reply, page, state, pages.config);
  } catch (error) {
    request.log.error({ err: error }, 'page render failed');
    const timedOut = error instanceof RenderTimeoutError;
    return reply
      .code(timedOut ? 504 : 500)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(timedOut ? RENDER_TIMEOUT_PAGE : RENDER_FAILURE_PAGE);
  }
}

function sendRedirect(reply: FastifyReply, result: { status: number; location: string }): FastifyReply {
  return reply.code(result.status).header('cache-control', 'no-store').redirect(result.location, result.status);
}

function sendHtml(reply: FastifyReply, status: number, body: string | Buffer, cacheControl: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('vary', 'Cookie, Accept-Encoding')
    .send(body);
}

/**
 * A page from the shared cache, with this response's nonce. Successful pages may be kept by a CDN for as
 * long as the gateway keeps them (varying by cookie, since language and text size come from cookies);
 * the gzip form is the one compressed when the page was stored.
 */
function sendSharedPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, state: PageCacheState, config: GatewayConfig): FastifyReply {
  reply.header('x-cache', state);
  if (page.kind === 'redirect') {
    return sendRedirect(reply, page);
  }
  const cacheControl =
    page.status === 200
      ? `public, max-age=0, s-maxage=${config.PAGE_CACHE_SECONDS}, stale-while-revalidate=${config.PAGE_CACHE_STALE_SECONDS}`
      : 'no-cache';
  if (acceptsGzip(request.headers['accept-encoding'])) {
    reply.header('content-encoding', 'gzip');
    return sendHtml(reply, page.status, page.document.gzip(request.cspNonce), cacheControl);
  }
  return sendHtml(reply, page.status, page.document.html(request.cspNonce), cacheControl);
}

/** Whether the client takes gzip, by name or as `*`, with a weight above zero. */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((item) => {
    const [coding = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const weight = params.find((param) => param.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (weight === undefined || Number(weight.slice(2)) > 0);
  });
}

/** A page of the gateway's own, for when the site's pages cannot be rendered. */
function gatewayPage(lang: string, title: string, heading: string, text: string, homeLink: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${title}</title></head><body style="font-family:system-ui,sans-serif;padding:2rem">` +
    `<main><h1>${heading}</h1>${text ? `<p>${text}</p>` : ''}<p><a href="/">${homeLink}</a></p></main></body></html>`;
}

/** The last resort when a page cannot be rendered at all: the error page itself failed. */
const RENDER_FAILURE_PAGE = gatewayPage('en', 'An error occurred', 'An error occurred while showing the error page', '', 'Home page');

/** A render that did not finish in time, because a service the page needs does not answer. */
const RENDER_TIMEOUT_PAGE = gatewayPage(
  'de',
  'Seite gerade nicht verfügbar',
  'Diese Seite ist gerade nicht verfügbar',
  'Ein Dienst antwortet zurzeit nicht. Bitte versuchen Sie es in einigen Minuten noch einmal.',
  'Zur Startseite',
);
