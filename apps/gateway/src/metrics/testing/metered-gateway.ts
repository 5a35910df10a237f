import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RenderResult } from '@jobpoint/app-shell/server';
import { loadConfig } from '../../lib/config';
import { buildGateway } from '../../app/gateway';
import type { PageRenderer } from '../../lib/page-renderer';
import { loadMailingConfig } from '../../mailing/mailing-config';
import { testEnv } from '../../mailing/testing/mailing-test-app';
import { GatewayMetrics } from '../gateway-metrics';
import { startMetricsServer, type MetricsServer } from '../metrics-server';

export interface MeteredGateway {
  app: FastifyInstance;
  metrics: GatewayMetrics;
  metricsServer: MetricsServer;
  /** The public port's address, e.g. http://127.0.0.1:40123. */
  url: string;
  /** The metrics port's `/metrics`. */
  metricsUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

/** Stands in for both apps: a page naming its path; `/gibt-es-nicht` is the not-found page. */
const fakeRender: PageRenderer = async (input): Promise<RenderResult> => {
  const { pathname } = new URL(input.url);
  if (pathname === '/gibt-es-nicht') {
    return { kind: 'html', status: 404, html: '<p>Seite nicht gefunden</p>' };
  }
  return { kind: 'html', status: 200, html: `<!DOCTYPE html><html><body><p>${pathname}</p></body></html>` };
};

/**
 * A gateway as main.ts builds it, with its metrics on a port of their own, both on free ports of
 * 127.0.0.1: fake renderers, the mailing endpoints on a SQLite outbox in a fresh folder, Brevo at
 * `brevoUrl` (a FakeBrevo) or the local mailbox without it; the outbox on PostgreSQL with `databaseUrl`.
 */
export async function startMeteredGateway({ brevoUrl, databaseUrl }: { brevoUrl?: string; databaseUrl?: string } = {}): Promise<MeteredGateway> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-metrics-'));
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://site.test', APPS_DIST_DIR: dataDir });
  const metrics = new GatewayMetrics();
  const app = await buildGateway({
    config,
    mailing: loadMailingConfig({ ...testEnv(dataDir, brevoUrl), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }),
    renderers: { jobseekers: fakeRender, employers: fakeRender },
    publicDir: dataDir,
    logger: false,
    metrics,
  });
  const metricsServer = await startMetricsServer(metrics, { host: '127.0.0.1', port: 0 });
  app.addHook('onClose', () => metricsServer.close());
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    metrics,
    metricsServer,
    url,
    metricsUrl: `http://127.0.0.1:${metricsServer.port}/metrics`,
    dataDir,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
