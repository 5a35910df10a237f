import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { GatewayConfig } from './config';
import {
  contentSecurityPolicy,
  createNonce,
  sendsStrictTransportSecurity,
  STATIC_SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
  type CspSources,
} from './security-headers';

declare module 'fastify' {
  interface FastifyRequest {
    /** This response's CSP nonce; the page's scripts and style elements carry it. */
    cspNonce: string;
  }
}

export interface SecurityHeadersPluginOptions {
  config: GatewayConfig;
  /** Origins the pages use beyond the gateway's own (the search service when it is elsewhere, the captcha). */
  cspSources: CspSources;
}

/**
 * Every answer of the gateway, whichever route or plugin makes it, carries the security headers and a
 * CSP with a nonce of its own (ADR 136). Needs the preview state plugin registered before it.
 */
const securityHeaders: FastifyPluginAsync<SecurityHeadersPluginOptions> = async (app, { config, cspSources }) => {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = createNonce();
    reply.headers(STATIC_SECURITY_HEADERS);
    if (request.editorPreview) {
      // The CMS admin shows the preview, drafts or published version, in a frame; `frame-ancestors`
      // names it, and X-Frame-Options cannot, so it is left out.
      reply.removeHeader('x-frame-options');
    }
    reply.header('content-security-policy', contentSecurityPolicy(request.cspNonce, cspSources, request.editorPreview ? [config.CMS_ADMIN_ORIGIN] : []));
    if (sendsStrictTransportSecurity(request.protocol, config.NODE_ENV)) {
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    }
  });
};

/** Registered unencapsulated, so its hook covers the routes of every other plugin. */
export const securityHeadersPlugin = fastifyPlugin(securityHeaders, { name: 'security-headers' });
