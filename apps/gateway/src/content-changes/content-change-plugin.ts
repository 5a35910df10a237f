import type { FastifyPluginAsync } from 'fastify';
import type { GatewayConfig } from '../lib/config';
import { secretGuard } from '../lib/secret-guard';
import type { GatewayMetrics } from '../metrics/gateway-metrics';
import { changeOfWebhook } from './content-change';
import type { ContentChangeChannel } from './content-change-channel';
import type { ContentChangeHub } from './content-change-hub';

export interface ContentChangePluginOptions {
  config: GatewayConfig;
  hub: ContentChangeHub;
  /** The other gateways on the same database; absent for a gateway of its own. */
  channel?: ContentChangeChannel;
  metrics?: GatewayMetrics;
}

/** The header in which the CMS's webhook sends `CMS_WEBHOOK_SECRET`. */
export const WEBHOOK_SECRET_HEADER = 'x-cms-webhook-secret';
/**
 * Strapi sends `{ event, createdAt, model, uid, entry }` with the entry populated: its fields, components
 * and blocks, and the files and related entries it names. What an editor saves is bounded by Strapi's own
 * JSON body limit (1 MB); twice that leaves room for what Strapi populates into it.
 */
export const WEBHOOK_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * `POST /api/cms-webhook`: the CMS tells of an entry created, changed, published, unpublished or deleted,
 * or of a file of its media library. The gateway drops the CMS answers and the pages the change touches,
 * at once and on every gateway of the site (ADR 146); the next visitor gets the new content. The secret
 * is checked before the body is read; a body that names nothing the gateway knows is refused and drops
 * nothing.
 */
export const contentChangePlugin: FastifyPluginAsync<ContentChangePluginOptions> = async (app, { config, hub, channel, metrics }) => {
  const onRequest = await secretGuard(app, {
    endpoint: 'cms-webhook',
    secret: config.CMS_WEBHOOK_SECRET,
    givenSecret: (request) => request.headers[WEBHOOK_SECRET_HEADER],
    message: 'The webhook secret is not valid.',
    metrics,
  });
  app.post('/api/cms-webhook', { bodyLimit: WEBHOOK_BODY_LIMIT, onRequest }, async (request, reply) => {
    const change = changeOfWebhook(request.body);
    if (!change) {
      return reply.code(400).header('cache-control', 'no-store').send({ message: 'The webhook names no content the site knows.' });
    }
    hub.apply(change);
    request.log.info({ event: (request.body as { event?: unknown } | null)?.event, change }, 'content changed');
    if (channel) {
      await channel.publish(change).catch((error: unknown) => request.log.warn({ err: error }, 'content change not sent to the other gateways'));
    }
    return reply.code(204).header('cache-control', 'no-store').send();
  });
};
