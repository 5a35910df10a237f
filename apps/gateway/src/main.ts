import path from 'node:path';
import { loadConfig } from './lib/config';
import { buildGateway } from './lib/gateway';
import { createCmsAnswerCache, loadRenderers } from './lib/renderers';
import { InProcessFetch } from './lib/in-process-fetch';
import { createUpstreamFetch } from './lib/upstream-fetch';
import { loadMailingConfig } from './mailing/mailing-config';
import { GatewayMetrics } from './metrics/gateway-metrics';
import { measuredFetch } from './metrics/measured-fetch';
import { startMetricsServer } from './metrics/metrics-server';
import { ServiceCircuits } from './resilience/service-circuits';

async function main(): Promise<void> {
  const config = loadConfig();
  const mailing = loadMailingConfig();
  const metrics = config.METRICS_PORT > 0 ? new GatewayMetrics() : undefined;
  const circuits = new ServiceCircuits(config, { metrics });
  const cmsAnswers = createCmsAnswerCache(config, circuits.cms.fetch);
  const searchFetch = measuredFetch('search', metrics, createUpstreamFetch(config.UPSTREAM_TIMEOUT_MS));
  const ownEndpoints = new InProcessFetch();
  const renderers = await loadRenderers(config, mailing.captcha?.siteKey ?? null, cmsAnswers.fetch, circuits, searchFetch, ownEndpoints.fetch);
  const gateway = await buildGateway({
    config,
    mailing,
    renderers: renderers.live,
    previewRenderers: renderers.preview,
    cmsAnswers,
    circuits,
    sharedDatabaseUrl: 'databaseUrl' in mailing.outbox ? mailing.outbox.databaseUrl : undefined,
    publicDir: path.resolve('apps/gateway/public'),
    metrics,
  });
  ownEndpoints.bind(gateway);
  if (metrics) {
    const metricsServer = await startMetricsServer(metrics, { host: config.HOST, port: config.METRICS_PORT }).catch((error: unknown) => {
      // Several gateways on one development machine: the first has the default port, the others run on.
      if (config.NODE_ENV !== 'production' && (error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        gateway.log.warn(`metrics: port ${config.METRICS_PORT} is taken, this gateway serves none (set METRICS_PORT, 0 for none)`);
        return null;
      }
      throw error;
    });
    if (metricsServer) {
      gateway.addHook('onClose', () => metricsServer.close());
    }
  }
  const shutdown = async () => {
    await gateway.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await gateway.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
