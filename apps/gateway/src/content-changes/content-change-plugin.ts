import type { FastifyPluginAsync } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { GatewayConfig } from '../lib/config';
import { changeOfWebhook } from './content-change';
import type { ContentChangeChannel } from './content-change-channel';
import type { ContentChangeHub } from './content-change-hub';

export interface ContentChangePluginOptions {
  config: GatewayConfig;
  hub: ContentChangeHub;
  /** The other gateways on the same database; absent for a gateway of its own. */
  channel?: ContentChangeChannel;
}

/** The header in which the CMS's webhook sends `CMS_WEBHOOK_SECRET`. */
export const WEBHOOK_SECRET_HEADER = 'x-cms-webhook-secret';
/** A webhook call carries the whole entry; an article with its blocks can be large. */
const WEBHOOK_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * `POST /api/cms-webhook`: the CMS tells of an entry created, changed, published, unpublished or deleted,
 * or of a file of its media library. The gateway drops the CMS answers and the pages the change touches,
 * at once and on every gateway of the site (ADR 146); the next visitor gets the new content.
 */
export const contentChangePlugin: FastifyPluginAsync<ContentChangePluginOptions> = async (app, { config, hub, channel }) => {
  const secret = Buffer.from(config.CMS_WEBHOOK_SECRET);
  app.post('/api/cms-webhook', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
    const given = Buffer.from(String(request.headers[WEBHOOK_SECRET_HEADER] ?? ''));
    if (given.length !== secret.length || !timingSafeEqual(given, secret)) {
      return reply.code(401).header('cache-control', 'no-store').send({ message: 'The webhook secret is not valid.' });
    }
    const change = changeOfWebhook(request.body);
    hub.apply(change);
    request.log.info({ event: (request.body as { event?: unknown } | null)?.event, change }, 'content changed');
    if (channel) {
      await channel.publish(change).catch((error: unknown) => request.log.warn({ err: error }, 'content change not sent to the other gateways'));
    }
    return reply.code(204).header('cache-control', 'no-store').send();
  });
};
