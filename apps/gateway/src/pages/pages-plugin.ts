import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { CmsReader } from '@jobpoint/cms-reader';
import { appForPath, type SiteApp } from '@jobpoint/site-routes';
import { parseTextSize, TEXT_SIZE_COOKIE } from '@jobpoint/store';
import { isAffected } from '../content-changes/content-change';
import type { ContentChangeHub } from '../content-changes/content-change-hub';
import { collectCmsReads } from '../content-changes/cms-reads';
import type { GatewayConfig } from '../lib/config';
import { PageCache, type PageCacheState, type RenderedPage } from './page-cache';
import { RenderTimeoutError, withRenderDeadline } from '../lib/render-deadline';
import { SITE_APPS, type PageRenderer } from '../lib/page-renderer';
import { observeUpstreams } from '../resilience/upstream-health';
import { requestUrl } from '../lib/request-url';
import { redirectWithinSite } from '../lib/site-redirect';
import { createNonce } from '../lib/security-headers';
import { RENDER_FAILURE_PAGES, RENDER_TIMEOUT_PAGES } from './fallback-pages';
import { EditorPageSlugs, notFoundRenderPath } from './not-found-pages';
import { pageAddress, withLeftOutParams, type PageAddress } from './page-address';
import type { GatewayMetrics } from '../metrics/gateway-metrics';
import { limitedRenderers, RenderShedError, renderLimit, sendRenderShed } from './render-limit';
import { pageCacheSpan } from './page-spans';

export interface PagesPluginOptions {
  config: GatewayConfig;
  renderers: Record<SiteApp, PageRenderer>;
  /** An editor's preview's renderers (they read drafts). */
  previewRenderers: Record<SiteApp, PageRenderer>;
  /** Content changes the CMS tells of: the pages that show them are dropped from the cache. */
  contentChanges: ContentChangeHub;
  /** Where the editors' slugs are read, to tell an unknown path from an editor page without a render. */
  cms: CmsReader;
  /** The page cache's clock; tests move it instead of waiting. */
  now?: () => number;
  /** Counts the renders shed under overload. */
  metrics?: GatewayMetrics;
}

/** Renders a page for one request alone, `private, no-store`; `path` renders another address than the request's. */
export type PrivatePageRenderer = (request: FastifyRequest, reply: FastifyReply, path?: string) => Promise<FastifyReply>;

interface PageRendering {
  renderers: Record<SiteApp, PageRenderer>;
  /** The same renderers for refreshing a page the cache serves meanwhile: they take a free place or none. */
  refreshRenderers: Record<SiteApp, PageRenderer>;
  /** The pages about one person's data. */
  renderPrivate: PrivatePageRenderer;
  previewRenderers: Record<SiteApp, PageRenderer>;
  config: GatewayConfig;
  /** Absent when the CMS cache or the page cache is switched off: every page is then rendered. */
  cache: PageCache | null;
  /** What cached renders get instead of a nonce; random per process, so no content can contain it. */
  placeholder: string;
  editorPageSlugs: EditorPageSlugs;
}

/**
 * Every path no other route takes: the page of the app that owns it (page registry), rendered on the
 * server within `RENDER_TIMEOUT_MS`, and for anonymous visitors shared through the page cache (ADR 044).
 * Needs the cookie, request-locale and security-headers plugins registered before it.
 */
export const pagesPlugin: FastifyPluginAsync<PagesPluginOptions> = async (app, { config, renderers, previewRenderers, contentChanges, cms, now, metrics }) => {
  const placeholder = createNonce();
  const cache =
    config.PAGE_CACHE_SECONDS > 0
      ? new PageCache({
          freshMs: config.PAGE_CACHE_SECONDS * 1000,
          staleMs: config.PAGE_CACHE_STALE_SECONDS * 1000,
          staleIfErrorMs: config.STALE_IF_ERROR_SECONDS * 1000,
          graceMs: config.PAGE_GRACE_MS,
          maxEntries: config.PAGE_CACHE_MAX_ENTRIES,
          maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024,
          placeholder,
          now,
          onRefreshError: (error) => {
            // A refresh shed under overload leaves the page as it is; the metrics count it.
            if (!(error instanceof RenderShedError)) {
              app.log.error({ err: error }, 'page render in the background failed');
            }
          },
        })
      : null;
  if (cache) {
    contentChanges.subscribe((change) => cache.drop((read) => isAffected(change, read)));
  }
  const editorPageSlugs = new EditorPageSlugs(cms, config.PAGE_CACHE_SECONDS * 1000, now);
  contentChanges.subscribe(() => editorPageSlugs.forget());
  const limit = renderLimit(config, metrics);
  const pages: PageRendering = {
    renderers: withDeadlines(limitedRenderers(renderers, limit), config.RENDER_TIMEOUT_MS),
    refreshRenderers: withDeadlines(limitedRenderers(renderers, limit, false), config.RENDER_TIMEOUT_MS),
    previewRenderers: withDeadlines(previewRenderers, config.RENDER_TIMEOUT_MS),
    renderPrivate: privatePageRenderer(config, renderers),
    config,
    cache,
    placeholder,
    editorPageSlugs,
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => renderPageResponse(request, reply, pages),
  });
};

/** Pages about one person's data (a job alert's, named by the token in their address): never shared or kept. */
const PERSONAL_PAGES_PREFIX = '/job-alarm/';

function withDeadlines(renderers: Record<SiteApp, PageRenderer>, timeoutMs: number): Record<SiteApp, PageRenderer> {
  return Object.fromEntries(SITE_APPS.map((siteApp) => [siteApp, withRenderDeadline(renderers[siteApp], timeoutMs)])) as Record<SiteApp, PageRenderer>;
}

/** A page of the site for this request alone (a job alert's, after its POST), within the render deadline. */
export function privatePageRenderer(config: GatewayConfig, renderers: Record<SiteApp, PageRenderer>): PrivatePageRenderer {
  return privateRenderer(config, withDeadlines(renderers, config.RENDER_TIMEOUT_MS));
}

function privateRenderer(config: GatewayConfig, limited: Record<SiteApp, PageRenderer>): PrivatePageRenderer {
  return async (request, reply, path) => {
    const { pathname, search } = path ? new URL(path, 'http://gateway.internal') : requestUrl(request);
    try {
      reply.header('x-robots-tag', 'noindex');
      return await renderForRequest(request, reply, limited[appForPath(pathname)], config, pageAddress(pathname, search), 'private, no-store');
    } catch (error) {
      return renderFailed(request, reply, error, config);
    }
  };
}

async function renderPageResponse(request: FastifyRequest, reply: FastifyReply, pages: PageRendering): Promise<FastifyReply> {
  const { pathname, search } = requestUrl(request);
  if (pathname.startsWith(PERSONAL_PAGES_PREFIX)) {
    return pages.renderPrivate(request, reply);
  }
  const siteApp = appForPath(pathname);
  const render = pages.renderers[siteApp];
  // Every render, shared or not, sees the page's address: the path and the parameters the page reads.
  const address = pageAddress(pathname, search);
  const { locale } = request;
  try {
    if (request.editorPreview) {
      // An editor's preview, of drafts or of the published version: never kept by anyone (the gateway, a
      // CDN or the browser) or indexed.
      reply.header('x-robots-tag', 'noindex');
      const previewRender = request.preview ? pages.previewRenderers[siteApp] : render;
      return await renderForRequest(request, reply, previewRender, pages.config, address, 'private, no-store');
    }
    if (!pages.cache || request.headers.authorization !== undefined) {
      return await renderForRequest(request, reply, render, pages.config, address, 'no-cache');
    }
    // A path no page can have shares the not-found page of its kind, rendered once per language and
    // text size, instead of a render of its own.
    const notFoundPath = await notFoundRenderPath(pathname, () => pages.editorPageSlugs.get());
    const rendered = `${notFoundPath ?? pathname}${address.query}`;
    // The key is everything the render is given: it sees no other cookie or header, so a shared page
    // cannot carry anything of one visitor to another.
    const textSize = parseTextSize(request.cookies[TEXT_SIZE_COOKIE]);
    const key = `GET ${rendered} ${locale} ${textSize}`;
    const { cache } = pages;
    const { state, page } = await pageCacheSpan(() => cache.get(key, async (refresh) => {
      const { value, health } = await observeUpstreams(() =>
        collectCmsReads(() =>
          (refresh ? pages.refreshRenderers[siteApp] : render)({
            url: `${pages.config.PUBLIC_ORIGIN}${rendered}`,
            method: 'GET',
            headers: {},
            locale,
            cookies: { [TEXT_SIZE_COOKIE]: String(textSize) },
            nonce: pages.placeholder,
          }),
        ),
      );
      return { ...value, health };
    }, notFoundPath ? 404 : 200));
    if (page.status === 404) {
      reply.header('x-robots-tag', 'noindex');
    }
    return sendSharedPage(request, reply, page.kind === 'redirect' ? { ...page, location: withLeftOutParams(page.location, address) } : page, state, pages.config);
  } catch (error) {
    return renderFailed(request, reply, error, pages.config);
  }
}

function renderFailed(request: FastifyRequest, reply: FastifyReply, error: unknown, config: GatewayConfig): FastifyReply {
  if (error instanceof RenderShedError) {
    return sendRenderShed(request, reply, config.RENDER_SHED_PAUSE_MS);
  }
  request.log.error({ err: error }, 'page render failed');
  const timedOut = error instanceof RenderTimeoutError;
  return reply
    .code(timedOut ? 504 : 500)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send((timedOut ? RENDER_TIMEOUT_PAGES : RENDER_FAILURE_PAGES)[request.locale]);
}

/** A page rendered for this request alone, with its headers and cookies, past the page cache. */
async function renderForRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  render: PageRenderer,
  config: GatewayConfig,
  address: PageAddress,
  cacheControl: string,
): Promise<FastifyReply> {
  const result = await render({
    url: `${config.PUBLIC_ORIGIN}${address.pathname}${address.query}`,
    method: 'GET',
    headers: { 'accept-language': request.headers['accept-language'] ?? '' },
    locale: request.locale,
    cookies: request.cookies,
    nonce: request.cspNonce,
  });
  reply.header('x-cache', 'BYPASS');
  return result.kind === 'redirect'
    ? sendRedirect(reply, { ...result, location: withLeftOutParams(result.location, address) })
    : sendHtml(reply, result.status, result.html, cacheControl);
}

function sendRedirect(reply: FastifyReply, result: { status: number; location: string }): FastifyReply {
  return redirectWithinSite(reply, result.location, result.status);
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
 * a page standing in for a failing service only with a question to the gateway first (`no-cache`), so
 * the fresh page reaches visitors as soon as the service is back. The Brotli and gzip forms are the ones
 * compressed when the page was stored.
 */
function sendSharedPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, state: PageCacheState, config: GatewayConfig): FastifyReply {
  reply.header('x-cache', state);
  if (page.kind === 'redirect') {
    return sendRedirect(reply, page);
  }
  const cacheControl =
    page.status === 200 && state !== 'STALE-IF-ERROR'
      ? `public, max-age=0, s-maxage=${config.PAGE_CACHE_SECONDS}, stale-while-revalidate=${config.PAGE_CACHE_STALE_SECONDS}`
      : 'no-cache';
  const accepted = request.headers['accept-encoding'];
  const brotli = accepts(accepted, 'br') ? page.document.brotli(request.cspNonce) : null;
  if (brotli) {
    reply.header('content-encoding', 'br');
    return sendHtml(reply, page.status, brotli, cacheControl);
  }
  if (accepts(accepted, 'gzip')) {
    reply.header('content-encoding', 'gzip');
    return sendHtml(reply, page.status, page.document.gzip(request.cspNonce), cacheControl);
  }
  return sendHtml(reply, page.status, page.document.html(request.cspNonce), cacheControl);
}

/** Whether the client takes `coding`, by name or as `*`, with a weight above zero. */
function accepts(header: string | undefined, coding: 'br' | 'gzip'): boolean {
  return (header ?? '').split(',').some((item) => {
    const [name = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const weight = params.find((param) => param.startsWith('q='));
    return (name === coding || name === '*') && (weight === undefined || Number(weight.slice(2)) > 0);
  });
}
