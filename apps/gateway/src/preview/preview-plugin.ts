import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { GatewayConfig } from '../lib/config';
import { secretGuard } from '../lib/secret-guard';
import { redirectWithinSite, siteRedirectTarget } from '../lib/site-redirect';
import type { GatewayMetrics } from '../metrics/gateway-metrics';
import { PREVIEW_MAX_MS, type PreviewSessions } from './preview-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** An editor's preview of drafts: a valid preview cookie and the draft view, so pages and `/cms` read drafts. */
    preview: boolean;
    /**
     * An editor's preview in either view (drafts or the published version): the CMS admin may frame the
     * pages, and no one keeps or indexes them.
     */
    editorPreview: boolean;
  }
}

/** The signed cookie that keeps an editor's browser in preview. */
export const PREVIEW_COOKIE = 'jobpoint_preview';
/**
 * Set while the editor looks at the published version (the admin's PUBLISHED tab): the preview goes on and
 * shows what visitors see. It only narrows what the preview cookie allows, so it needs no signature.
 */
export const PREVIEW_VIEW_COOKIE = 'jobpoint_preview_view';
const PUBLISHED_VIEW = 'published';

export interface PreviewStatePluginOptions {
  sessions: PreviewSessions;
}

export interface PreviewPluginOptions {
  config: GatewayConfig;
  sessions: PreviewSessions;
  metrics?: GatewayMetrics;
}

/**
 * Tells for every request whether it comes from an editor's preview (`request.editorPreview`): a cookie of a
 * preview that `/api/preview` started and that has neither run out nor been ended. Anything else in the
 * cookie is no preview. Such a preview reads drafts (`request.preview`) unless it shows the published
 * version. Needs the cookie plugin before it.
 */
const previewState: FastifyPluginAsync<PreviewStatePluginOptions> = async (app, { sessions }) => {
  app.decorateRequest('preview', false);
  app.decorateRequest('editorPreview', false);
  app.addHook('onRequest', async (request) => {
    request.editorPreview = await sessions.isActive(request.cookies[PREVIEW_COOKIE]);
    request.preview = request.editorPreview && request.cookies[PREVIEW_VIEW_COOKIE] !== PUBLISHED_VIEW;
  });
};

/** Registered unencapsulated, before the security headers: the preview may be shown in the CMS's frame. */
export const previewStatePlugin = fastifyPlugin(previewState, { name: 'preview-state', dependencies: ['@fastify/cookie'] });

/**
 * The CMS's preview link, `GET /api/preview?secret=…&url=<path>&status=draft|published` (the contract of
 * Strapi's LaunchPad), which the admin's preview panel opens in its frame: a valid secret starts the
 * preview of drafts (`draft`) or shows the published version (`published`), keeping the editor's preview
 * (and starting one when there is none, so the admin may frame the page), and leads to the page; a wrong secret is refused before anything else, and so is an address that is not a page of
 * this site. `GET /api/preview/exit?url=<path>` ends it, on every gateway.
 */
export const previewRoutesPlugin: FastifyPluginAsync<PreviewPluginOptions> = async (app, { config, sessions, metrics }) => {
  const onRequest = await secretGuard(app, {
    endpoint: 'preview',
    secret: config.PREVIEW_SECRET,
    givenSecret: (request) => (request.query as Record<string, unknown>)['secret'],
    message: 'The preview link is not valid.',
    metrics,
  });
  app.get('/api/preview', { onRequest }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const target = siteRedirectTarget(query['url']);
    const status = query['status'] ?? 'draft';
    if (target === null || (status !== 'draft' && status !== 'published')) {
      return refuse(reply, 400, 'The preview link names no page of this site.');
    }
    request.log.info({ path: target, status }, status === 'draft' ? 'preview started' : 'preview of the published version');
    const options = cookieOptions(request, config, PREVIEW_MAX_MS / 1000);
    if (status === 'draft') {
      reply.setCookie(PREVIEW_COOKIE, sessions.start(), options);
      reply.clearCookie(PREVIEW_VIEW_COOKIE, cookieOptions(request, config, 0));
    } else {
      if (!request.editorPreview) {
        reply.setCookie(PREVIEW_COOKIE, sessions.start(), options);
      }
      reply.setCookie(PREVIEW_VIEW_COOKIE, PUBLISHED_VIEW, options);
    }
    return redirectWithinSite(reply, target, 307);
  });

  app.get('/api/preview/exit', async (request, reply) => {
    await endPreview(request, reply);
    return redirectWithinSite(reply, (request.query as Record<string, unknown>)['url'], 303);
  });

  async function endPreview(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await sessions.end(request.cookies[PREVIEW_COOKIE]);
    reply.clearCookie(PREVIEW_COOKIE, cookieOptions(request, config, 0));
    reply.clearCookie(PREVIEW_VIEW_COOKIE, cookieOptions(request, config, 0));
  }
};

function cookieOptions(request: FastifyRequest, config: GatewayConfig, maxAge: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https' || config.PUBLIC_ORIGIN.startsWith('https:'),
    maxAge,
  };
}

function refuse(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send({ message });
}
