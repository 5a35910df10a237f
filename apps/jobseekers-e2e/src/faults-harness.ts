import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const WORKSPACE_ROOT = path.resolve(__dirname, '../../..');

/**
 * The shared job logos are named with the shared site's origin (the jobs service's public URL), which a
 * gateway on another port does not allow in its CSP.
 */
export const FOREIGN_LOGO = /'http:\/\/localhost:4200\/jobs-api\/logos\//;

/**
 * What the browser logs on a gateway started by a spec besides the site's own errors: failed loads of a
 * service that is down on purpose, and the shared job logos of another origin.
 */
export const PRIVATE_GATEWAY_CONSOLE_ERRORS = [/Failed to load resource: (the server responded with a status of (429|504)|net::ERR_)/, FOREIGN_LOGO];

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * What a service in front of the gateway does: `pass` is the real service, `down` a stopped one (the port
 * refuses connections), `hang` one that accepts connections and never answers.
 */
export type ServiceMode = 'pass' | 'down' | 'hang';

/**
 * A TCP proxy in front of a real service (the shared CMS, jobs or search service keeps running for
 * everyone else). Switching the mode cuts the connections open so far, so no kept-alive connection
 * reaches the service through a fault.
 */
export class FaultProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private mode: ServiceMode = 'pass';
  port = 0;

  constructor(private readonly targetPort: number) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.port = await freePort();
    await this.listen();
    return this;
  }

  async set(mode: ServiceMode): Promise<void> {
    this.mode = mode;
    this.sockets.forEach((socket) => socket.destroy());
    this.sockets.clear();
    if (mode === 'down') {
      await this.close();
    } else if (!this.server) {
      await this.listen();
    }
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.sockets.forEach((socket) => socket.destroy());
    if (server) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  private async listen(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  private accept(client: Socket): void {
    this.track(client);
    if (this.mode === 'hang') {
      // Read and drop what the client sends, answer nothing.
      client.resume();
      return;
    }
    const upstream = this.track(connect(this.targetPort, '127.0.0.1'));
    client.pipe(upstream).pipe(client);
  }

  private track(socket: Socket): Socket {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    return socket;
  }
}

/** How the fake mail provider answers: as Brevo does, with 500, with 429, or not at all. */
export type MailProviderMode = 'ok' | '500' | '429' | 'hang';

/** A stand-in for Brevo's HTTP API that records every request body it took. */
export class FakeMailProvider {
  mode: MailProviderMode = 'ok';
  readonly accepted: string[] = [];
  private server: HttpServer | null = null;
  private readonly hanging = new Set<ServerResponse>();
  url = '';

  async start(): Promise<this> {
    const server = createHttpServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`;
    return this;
  }

  async close(): Promise<void> {
    this.hanging.forEach((response) => response.destroy());
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let body = '';
    for await (const chunk of request) {
      body += String(chunk);
    }
    if (this.mode === 'hang') {
      this.hanging.add(response);
      return;
    }
    const answer = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload));
    };
    if (this.mode === '500') {
      return answer(500, { code: 'internal_error', message: 'Internal error' });
    }
    if (this.mode === '429') {
      return answer(429, { code: 'too_many_requests', message: 'Too many requests' }, { 'retry-after': '1' });
    }
    this.accepted.push(body);
    return request.url?.endsWith('/smtp/email') ? answer(201, { messageId: `<${Date.now()}@fake>` }) : answer(204, {});
  }
}

/**
 * A proxy to the CMS at `target` that puts the bearer token `to` where it is sent `from`: a production
 * gateway refuses the local CMS's read token, so it is given one of its own, which the local CMS does not know.
 */
export async function startCmsTokenProxy(target: string, token: { from: string; to: string }): Promise<{ url: string; close: () => Promise<void> }> {
  const server: HttpServer = createHttpServer((request: IncomingMessage, response: ServerResponse) => {
    const authorization = request.headers.authorization === `Bearer ${token.from}` ? `Bearer ${token.to}` : request.headers.authorization;
    const forwarded = httpRequest(
      new URL(request.url ?? '/', target),
      { method: request.method, headers: { ...request.headers, host: new URL(target).host, authorization } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface StartedGateway {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a gateway of the built site (GATEWAY_MAIN, default dist/apps/gateway/main.js, with the apps of
 * APPS_DIST_DIR, default dist/apps) on a free port, with its own outbox folder.
 */
export async function startGateway(env: Record<string, string>): Promise<StartedGateway> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-faults-'));
  const main = process.env['GATEWAY_MAIN'] ?? 'dist/apps/gateway/main.js';
  const child: ChildProcess = spawn('node', [main], {
    cwd: WORKSPACE_ROOT,
    env: {
      ...process.env,
      APPS_DIST_DIR: process.env['APPS_DIST_DIR'] ?? 'dist/apps',
      NODE_ENV: 'development',
      PORT: String(port),
      // Production refuses an address without https; the specs reach it through a trusted proxy's header.
      PUBLIC_URL: `${env['NODE_ENV'] === 'production' ? 'https' : 'http'}://localhost:${port}`,
      DATA_DIR: dataDir,
      // A metrics port is asked for by the specs that read it: the default one may be taken.
      METRICS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  while (!(await fetch(`${url}/healthz`).then((response) => response.ok, () => false))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error(`the gateway (${main}) did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
