import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  apiKey: string | undefined;
  body: Record<string, unknown>;
}

/**
 * What the fake does with the next request: answer with a status and body; `take`: behave like Brevo;
 * `hang`: never answer; `take-and-hang`: take the message (as a slow Brevo would) but never answer.
 */
export type FakeBehaviour = { status: number; body?: unknown } | 'take' | 'hang' | 'take-and-hang';

/**
 * A stand-in for Brevo's v3 HTTP API on loopback, for integration tests: it records requests, can be
 * told to fail or hang, and drops a transactional mail whose idempotency key it has seen, as Brevo does.
 */
export class FakeBrevo {
  readonly requests: RecordedRequest[] = [];
  /** Mails and double opt-ins it took, repeats not counted. */
  readonly accepted: RecordedRequest[] = [];
  private readonly behaviours: FakeBehaviour[] = [];
  private readonly seenKeys = new Set<string>();
  private readonly hanging: ServerResponse[] = [];
  private server: Server | undefined;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}/v3`;
    return this;
  }

  /** Queues behaviours for the next requests; after them the fake accepts. */
  respond(...behaviours: FakeBehaviour[]): this {
    this.behaviours.push(...behaviours);
    return this;
  }

  /** Resolves once `count` requests have arrived. */
  async waitForRequests(count: number, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.requests.length < count) {
      if (Date.now() > deadline) {
        throw new Error(`expected ${count} requests to the fake Brevo, got ${this.requests.length}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) {
      response.destroy();
    }
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) {
      chunks.push(chunk as Buffer);
    }
    const recorded: RecordedRequest = {
      path: (request.url ?? '').replace(/^\/v3/, ''),
      apiKey: request.headers['api-key'] as string | undefined,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>,
    };
    this.requests.push(recorded);
    const behaviour = this.behaviours.shift();
    if (behaviour === 'hang') {
      this.hanging.push(response);
      return;
    }
    if (behaviour && behaviour !== 'take' && behaviour !== 'take-and-hang') {
      this.answer(response, behaviour.status, behaviour.body ?? {});
      return;
    }
    const key = (recorded.body['headers'] as { idempotencyKey?: string } | undefined)?.idempotencyKey;
    if (key && this.seenKeys.has(key)) {
      this.answer(response, 201, { messageId: `<${key}@fake-brevo>` });
      return;
    }
    if (key) {
      this.seenKeys.add(key);
    }
    this.accepted.push(recorded);
    if (behaviour === 'take-and-hang') {
      this.hanging.push(response);
      return;
    }
    this.answer(response, recorded.path === '/smtp/email' ? 201 : 204, recorded.path === '/smtp/email' ? { messageId: `<${key}@fake-brevo>` } : undefined);
  }

  private answer(response: ServerResponse, status: number, body: unknown): void {
    if (body === undefined) {
      response.writeHead(status).end();
      return;
    }
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }
}
