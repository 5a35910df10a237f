import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { timingSafeEqual } from 'node:crypto';
import type { GatewayConfig } from '../lib/config';

declare module 'fastify' {
  interface FastifyRequest {
    /** An editor's preview: the request carries a valid preview cookie, so pages and `/cms` read drafts. */
    preview: boolean;
  }
}

/** The signed cookie that keeps an editor's browser in preview. */
export const PREVIEW_COOKIE = 'jobpoint_preview';
/** A preview lasts an editor's working day; the CMS's preview link starts a new one. */
const PREVIEW_SECONDS = 8 * 60 * 60;

export interface PreviewPluginOptions {
  config: GatewayConfig;
}

/**
 * Tells for every request whether it comes from an editor's preview (`request.preview`): a cookie signed
 * with `PREVIEW_SECRET`, set by `/api/preview` and still within its time (its value is when it ends). Needs the cookie plugin,
 * registered with that secret, before it.
 */
const previewState: FastifyPluginAsync = async (app) => {
  app.decorateRequest('preview', false);
  app.addHook('onRequest', async (request) => {
    request.preview = hasValidPreviewCookie(request);
  });
};

/** Registered unencapsulated, before the security headers: the preview may be shown in the CMS's frame. */
export const previewStatePlugin = fastifyPlugin(previewState, { name: 'preview-state', dependencies: ['@fastify/cookie'] });

function hasValidPreviewCookie(request: FastifyRequest): boolean {
  const raw = request.cookies[PREVIEW_COOKIE];
  if (!raw) {
    return false;
  }
  const { valid, value } = request.unsignCookie(raw);
  return valid && Number(value) > Date.now();
}

/**
 * The CMS's preview link, `GET /api/preview?secret=…&url=<path>&status=draft|published` (the contract of
 * Strapi's LaunchPad): a valid secret starts the preview (`draft`) or ends it (`published`) and leads to
 * the page; a wrong secret is refused, and so is an address that is not a page of this site.
 * `GET /api/preview/exit?url=<path>` ends it.
 */
export const previewRoutesPlugin: FastifyPluginAsync<PreviewPluginOptions> = async (app, { config }) => {
  app.get('/api/preview', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    if (!secretMatches(query['secret'], config.PREVIEW_SECRET)) {
      return refuse(reply, 401, 'The preview link is not valid.');
    }
    const target = sitePath(query['url'], config.PUBLIC_ORIGIN);
    const status = query['status'] ?? 'draft';
    if (target === null || (status !== 'draft' && status !== 'published')) {
      return refuse(reply, 400, 'The preview link names no page of this site.');
    }
    request.log.info({ path: target, status }, status === 'draft' ? 'preview started' : 'preview ended');
    if (status === 'draft') {
      reply.setCookie(PREVIEW_COOKIE, String(Date.now() + PREVIEW_SECONDS * 1000), cookieOptions(request, config, PREVIEW_SECONDS));
    } else {
      reply.clearCookie(PREVIEW_COOKIE, cookieOptions(request, config, 0));
    }
    return reply.header('cache-control', 'no-store').redirect(target, 307);
  });

  app.get('/api/preview/exit', async (request, reply) => {
    const target = sitePath((request.query as Record<string, unknown>)['url'], config.PUBLIC_ORIGIN) ?? '/';
    reply.clearCookie(PREVIEW_COOKIE, cookieOptions(request, config, 0));
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  });
};

function cookieOptions(request: FastifyRequest, config: GatewayConfig, maxAge: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https' || config.PUBLIC_ORIGIN.startsWith('https:'),
    signed: true,
    maxAge,
  };
}

function refuse(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send({ message });
}

function secretMatches(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') {
    return false;
  }
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A page path of this site as given (`/ratgeber/x?locale=en`), or null: an address of another site
 * (`//evil.test`, `https://…`), one of the gateway's own endpoints, or anything that is not a path.
 */
export function sitePath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    return null;
  }
  return `${url.pathname}${url.search}`;
}
