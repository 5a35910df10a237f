import path from 'node:path';
import { logStartFailure, serviceIdentity, serviceLogger, startTracing } from '@jobpoint/service-telemetry';
import packageJson from '../package.json';
import { loadConfig } from './lib/config';
import { buildGateway } from './app/gateway';
import { drainOnSignals } from './lib/graceful-shutdown';
import { createCmsAnswerCache, loadRenderers } from './app/renderers';
import { InProcessFetch } from './lib/in-process-fetch';
import { loggableUrl } from './lib/loggable-url';
import { Readiness } from './lib/readiness';
import { createUpstreamFetch } from './lib/upstream-fetch';
import { loadMailingConfig } from './mailing/mailing-config';
import { GatewayMetrics } from './metrics/gateway-metrics';
import { measuredFetch } from './metrics/measured-fetch';
import { startMetricsServer } from './metrics/metrics-server';
import { ServiceCircuits } from './resilience/service-circuits';

const identity = serviceIdentity('gateway', packageJson.version);

/** A loader's result, or its message when it refused the settings. */
function attempt<T>(load: () => T): { value: T } | { error: string } {
  try {
    return { value: load() };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Both parts of the settings, so that a refused gateway names every problem in one message. */
function loadSettings() {
  const config = attempt(() => loadConfig());
  const mailing = attempt(() => loadMailingConfig());
  if ('error' in config || 'error' in mailing) {
    throw new Error([config, mailing].flatMap((result) => ('error' in result ? [result.error] : [])).join('\n'));
  }
  return { config: config.value, mailing: mailing.value };
}

async function main(): Promise<void> {
  const { config, mailing } = loadSettings();
  const tracing = await startTracing(identity, {
    upstreams: {
      cms: config.CMS_URL,
      jobs: config.JOBS_SERVICE_URL,
      search: config.SEARCH_URL,
      ...(mailing.brevo ? { brevo: mailing.brevo.apiUrl } : {}),
      ...(mailing.captcha ? { captcha: mailing.captcha.apiUrl } : {}),
    },
    requestUrl: loggableUrl,
  });
  const metrics = config.METRICS_PORT > 0 ? new GatewayMetrics() : undefined;
  const circuits = new ServiceCircuits(config, { metrics });
  const cmsAnswers = createCmsAnswerCache(config, circuits.cms.fetch);
  const searchFetch = measuredFetch('search', metrics, createUpstreamFetch(config.UPSTREAM_TIMEOUT_MS));
  const ownEndpoints = new InProcessFetch();
  const readiness = new Readiness();
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
    readiness,
    logger: serviceLogger(identity, config.LOG_LEVEL),
    tracing,
  });
  ownEndpoints.bind(gateway);
  if (tracing) {
    gateway.addHook('onClose', () => tracing.shutdown());
  }
  gateway.addHook('onClose', () => renderers.close());
  if (metrics) {
    const metricsServer = await startMetricsServer(metrics, { host: config.METRICS_HOST, port: config.METRICS_PORT }).catch((error: unknown) => {
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
  drainOnSignals({
    drainMs: config.SHUTDOWN_DRAIN_MS,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    log: gateway.log,
    stopBeingReady: () => readiness.shutDown(),
    close: async () => {
      gateway.server.once('close', () => gateway.log.info('shutdown: every request in flight answered, every connection closed'));
      await gateway.close();
    },
  });
  await gateway.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  logStartFailure(identity, error);
  process.exit(1);
});
