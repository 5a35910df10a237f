import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import { RECAPTCHA_CSP_SOURCES } from '@jobpoint/mailing-client';
import { appForPath, type SiteApp } from '@jobpoint/site-routes';
import { isAllowedCmsPath } from './cms-allow-list';
import { jobPdfPlugin } from '../job-pdf/job-pdf-plugin';
import type { MailingConfig } from '../mailing/mailing-config';
import { mailingPlugin } from '../mailing/mailing-plugin';
import type { GatewayConfig } from './config';
import { forwardGet } from './forward';
import { assetPrefix, cmsHeaders, SITE_APPS, type PageRenderer } from './renderers';
import { contentSecurityPolicy, createNonce, STATIC_SECURITY_HEADERS } from './security-headers';

export interface GatewayOptions {
  config: GatewayConfig;
  /** The form endpoints and their outbox; left out, the gateway has no /api/brevo or /api/captcha routes. */
  mailing?: MailingConfig;
  renderers: Record<SiteApp, PageRenderer>;
  /** How the gateway's own requests to the CMS are sent (the shared cache of `createCmsFetch`). */
  cmsFetch?: typeof fetch;
  publicDir: string;
  logger?: boolean;
}

const ONE_YEAR_SECONDS = 31_536_000;

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}

/**
 * One origin for the whole site: both audience apps rendered on the server, their assets, and the
 * forwarders to the data services.
 */
export async function buildGateway({ config, mailing, renderers, cmsFetch = fetch, publicDir, logger = true }: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: config.TRUST_PROXY, bodyLimit: 64 * 1024 });
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
      // The caching headers are set here, per file kind, instead of the plugin's max-age=0 default.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Files under assets/ carry a content hash in their name and never change.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600');
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

  app.route({
    method: ['GET', 'HEAD'],
    url: '/cms/*',
    handler: async (request, reply) => {
      const { pathname, search } = requestUrl(request);
      const cmsPath = pathname.slice('/cms'.length);
      if (!isAllowedCmsPath(cmsPath)) {
        return reply.code(404).header('cache-control', 'no-store').send({ message: 'Not found' });
      }
      const isUpload = cmsPath.startsWith('/uploads/');
      return forwardGet(reply, {
        target: `${config.CMS_URL}${cmsPath}${search}`,
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
      return forwardGet(reply, {
        target: `${config.JOBS_SERVICE_URL}${pathname.slice('/jobs-api'.length)}${search}`,
        headers: {},
        cacheControl: () => 'no-store, no-cache, must-revalidate',
      });
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => renderPageResponse(request, reply, renderers, config),
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(request.method === 'GET' || request.method === 'HEAD' ? 404 : 405).send({ message: 'Not found' });
  });

  return app;
}

function requestUrl(request: FastifyRequest): URL {
  return new URL(request.url, 'http://gateway.internal');
}

async function renderPageResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  renderers: Record<SiteApp, PageRenderer>,
  config: GatewayConfig,
): Promise<FastifyReply> {
  const { pathname, search } = requestUrl(request);
  const render = renderers[appForPath(pathname)];
  try {
    const result = await render({
      url: `${config.PUBLIC_ORIGIN}${pathname}${search}`,
      method: 'GET',
      headers: { 'accept-language': request.headers['accept-language'] ?? '' },
      cookies: request.cookies,
      nonce: request.cspNonce,
    });
    if (result.kind === 'redirect') {
      return reply.code(result.status).header('cache-control', 'no-store').redirect(result.location, result.status);
    }
    return reply
      .code(result.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Encoding')
      .send(result.html);
  } catch (error) {
    request.log.error({ err: error }, 'page render failed');
    return reply.code(500).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(RENDER_FAILURE_PAGE);
  }
}

/** The last resort when a page cannot be rendered at all: the error page itself failed. */
const RENDER_FAILURE_PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>An error occurred</title></head><body style="font-family:system-ui,sans-serif;padding:2rem">' +
  '<main><h1>An error occurred while showing the error page</h1><p><a href="/">Home page</a></p></main></body></html>';
