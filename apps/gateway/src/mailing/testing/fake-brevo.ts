import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  apiKey: string | undefined;
  body: Record<string, unknown>;
}

/** The idempotency key of a transactional mail; double opt-ins have none. */
export function idempotencyKeyOf(request: RecordedRequest): string | undefined {
  return (request.body['headers'] as { idempotencyKey?: string } | undefined)?.idempotencyKey;
}

/**
 * What the fake does with the next request: answer with a status and body; `take`: behave like Brevo;
 * `hang`: never answer; `take-and-hang`: take the message (as a slow Brevo would) but never answer;
 * `{ takeAfterMs }`: take the message and answer that much later.
 */
export type FakeBehaviour =
  { status: number; body?: unknown } | 'take' | 'hang' | 'take-and-hang' | { takeAfterMs: number };

/** What happened to a request, with the time its answer was written (undefined while none was). */
export interface AnsweredRequest {
  request: RecordedRequest;
  status: number | undefined;
  answeredAt: number | undefined;
  behaviour: FakeBehaviour;
}

/**
 * A stand-in for Brevo's v3 HTTP API on loopback, for integration tests: it records requests, can be
 * told to fail, hang or flap, and, as Brevo does, drops a transactional mail whose idempotency key it has
 * seen and answers `duplicate_parameter` to a double opt-in for a contact it already has.
 */
export class FakeBrevo {
  readonly requests: RecordedRequest[] = [];
  /** Every request with its answer, in order of arrival. */
  readonly log: AnsweredRequest[] = [];
  /** Mails and double opt-ins it took, repeats not counted. */
  readonly accepted: RecordedRequest[] = [];
  private readonly behaviours: FakeBehaviour[] = [];
  private readonly seenKeys = new Set<string>();
  private readonly contacts = new Set<string>();
  private readonly hanging: ServerResponse[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private choose: (() => FakeBehaviour) | undefined;
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

  /** Picks the behaviour of every request without a queued one: a provider that flaps. */
  flap(choose: () => FakeBehaviour): this {
    this.choose = choose;
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
    for (const timer of this.timers) {
      clearTimeout(timer);
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
    const behaviour = this.behaviours.shift() ?? this.choose?.() ?? 'take';
    const entry: AnsweredRequest = { request: recorded, status: undefined, answeredAt: undefined, behaviour };
    this.log.push(entry);
    if (behaviour === 'hang') {
      this.hanging.push(response);
      return;
    }
    if (typeof behaviour === 'object' && 'status' in behaviour) {
      this.answer(entry, response, behaviour.status, behaviour.body ?? {});
      return;
    }
    const [status, body] = this.take(recorded);
    if (behaviour === 'take-and-hang') {
      this.hanging.push(response);
    } else if (typeof behaviour === 'object') {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.answer(entry, response, status, body);
      }, behaviour.takeAfterMs);
      this.timers.add(timer);
    } else {
      this.answer(entry, response, status, body);
    }
  }

  /** What Brevo does with a message it takes: the answer, after recording what is new. */
  private take(recorded: RecordedRequest): [number, unknown] {
    const key = idempotencyKeyOf(recorded);
    if (recorded.path !== '/smtp/email') {
      const email = String(recorded.body['email']);
      if (this.contacts.has(email)) {
        return [400, { code: 'duplicate_parameter', message: 'Contact already exist' }];
      }
      this.contacts.add(email);
      this.accepted.push(recorded);
      return [204, undefined];
    }
    if (!key || !this.seenKeys.has(key)) {
      if (key) {
        this.seenKeys.add(key);
      }
      this.accepted.push(recorded);
    }
    return [201, { messageId: `<${key}@fake-brevo>` }];
  }

  private answer(entry: AnsweredRequest, response: ServerResponse, status: number, body: unknown): void {
    entry.status = status;
    entry.answeredAt = Date.now();
    if (response.destroyed) {
      return;
    }
    if (body === undefined) {
      response.writeHead(status).end();
      return;
    }
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }
}
