import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { GatewayMetrics } from './gateway-metrics';

const gzipped = promisify(gzip);

export interface MetricsServer {
  /** The port it listens on (the one asked for, or the one the system chose for 0). */
  port: number;
  close(): Promise<void>;
}

/** Whether the scraper takes gzip (Prometheus asks for it): named in `Accept-Encoding` without `q=0`. */
function acceptsGzip(headers: IncomingHttpHeaders): boolean {
  return (headers['accept-encoding'] ?? '').split(',').some((entry) => {
    const [coding, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    return (coding === 'gzip' || coding === '*') && !parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
  });
}

/**
 * `GET /metrics` in Prometheus's text format on a port of its own, so the public port never shows it
 * (a load balancer or CDN forwards only the public one). Nothing else is served there. Gzip-compressed
 * for a scraper that takes it: the text is over a hundred kilobytes, compressed a tenth of that.
 */
export async function startMetricsServer(metrics: GatewayMetrics, { host, port }: { host: string; port: number }): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (pathname !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    const compress = acceptsGzip(request.headers);
    metrics
      .exposition()
      .then(async ({ contentType, body }) => ({ contentType, body: compress ? await gzipped(body) : body }))
      .then(
        ({ contentType, body }) => {
          response.writeHead(200, {
            'content-type': contentType,
            'cache-control': 'no-store',
            vary: 'accept-encoding',
            ...(compress ? { 'content-encoding': 'gzip' } : {}),
          });
          response.end(request.method === 'HEAD' ? undefined : body);
        },
        (error: unknown) => {
          response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          response.end(`Metrics could not be collected: ${error instanceof Error ? error.message : String(error)}\n`);
        },
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
