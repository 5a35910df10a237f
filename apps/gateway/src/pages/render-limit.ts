import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import type { SiteApp } from '@jobpoint/site-routes';
import type { GatewayConfig } from '../lib/config';
import { SITE_APPS, type PageRenderer } from '../lib/page-renderer';
import type { GatewayMetrics, RenderShedReason } from '../metrics/gateway-metrics';
import { RENDER_SHED_PAGES } from './fallback-pages';

/** What a shed request's `Retry-After` asks for: a moment, not a minute, since overload passes quickly. */
const RETRY_AFTER_SECONDS = 5;

const SHED_MESSAGES: Record<RenderShedReason, string> = {
  queue_full: 'every render place and the queue are taken',
  queue_timeout: 'the render waited too long for a place',
  refresh: 'no render place is free for a background refresh',
};

/** A render that was not started: the gateway is busy rendering, and the request is answered 503 at once. */
export class RenderShedError extends Error {
  constructor(readonly reason: RenderShedReason) {
    // Without a stack: during a flood thousands are made a second, and their stacks tell nothing.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(SHED_MESSAGES[reason]);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'RenderShedError';
  }
}

interface Waiting {
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Page renders are the gateway's scarce resource (server rendering is CPU work on the event loop): at most
 * `RENDER_CONCURRENCY` run at once, at most `RENDER_QUEUE_MAX` wait for a place, each at most
 * `RENDER_QUEUE_TIMEOUT_MS`. A render beyond that fails at once with `RenderShedError` instead of adding to
 * a queue that would make every request slow: the page cache's hits, static files, health checks and
 * forms never come here, so they stay fast while renders are shed.
 */
export class RenderLimit {
  private running = 0;
  private readonly waiting: Waiting[] = [];

  constructor(
    private readonly options: { concurrency: number; queueMax: number; queueTimeoutMs: number },
    private readonly metrics?: GatewayMetrics,
  ) {
    metrics?.watchRenders(() => ({ running: this.running, queued: this.waiting.length }));
  }

  /**
   * Runs `work` once a place is free; sheds it when none is free soon enough. A background refresh
   * (`waits: false`) takes a free place or none: it never queues ahead of a visitor's render.
   */
  async run<T>(work: () => Promise<T>, waits = true): Promise<T> {
    await this.place(waits);
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private place(waits: boolean): Promise<void> {
    const { concurrency, queueMax, queueTimeoutMs } = this.options;
    if (this.running < concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    if (!waits) {
      return Promise.reject(this.shed('refresh'));
    }
    if (this.waiting.length >= queueMax) {
      return Promise.reject(this.shed('queue_full'));
    }
    return new Promise((resolve, reject) => {
      const waiting: Waiting = {
        start: () => {
          clearTimeout(waiting.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiting), 1);
          reject(this.shed('queue_timeout'));
        }, queueTimeoutMs),
      };
      this.waiting.push(waiting);
    });
  }

  /** The place goes to the longest waiting render, or is free again. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) {
      next.start();
    } else {
      this.running -= 1;
    }
  }

  private shed(reason: RenderShedReason): RenderShedError {
    this.metrics?.renderShed(reason);
    return new RenderShedError(reason);
  }
}

/** The limit of one gateway's page renders, from its configuration. */
export function renderLimit(config: GatewayConfig, metrics?: GatewayMetrics): RenderLimit {
  return new RenderLimit({ concurrency: config.RENDER_CONCURRENCY, queueMax: config.RENDER_QUEUE_MAX, queueTimeoutMs: config.RENDER_QUEUE_TIMEOUT_MS }, metrics);
}

/** Each app's renderer, run within `limit`; with `waits: false`, for background refreshes that never queue. */
export function limitedRenderers(renderers: Record<SiteApp, PageRenderer>, limit: RenderLimit, waits = true): Record<SiteApp, PageRenderer> {
  const limited = (render: PageRenderer): PageRenderer => (input) => limit.run(() => render(input), waits);
  return Object.fromEntries(SITE_APPS.map((siteApp) => [siteApp, limited(renderers[siteApp])])) as Record<SiteApp, PageRenderer>;
}

/**
 * The answer to a shed request: 503 with `Retry-After` and the small fallback page in the request's
 * language, kept by no one; its connection is then not read for `pauseMs` (`RENDER_SHED_PAUSE_MS`). Not
 * logged one by one: during a flood the log lines cost the event loop more than the answers themselves,
 * and `jobpoint_renders_shed_total` counts them.
 */
export function sendRenderShed(request: FastifyRequest, reply: FastifyReply, pauseMs: number): FastifyReply {
  // The request's own child logger: no other request's lines are affected.
  reply.log.level = 'silent';
  if (pauseMs > 0) {
    pauseConnection(request.raw.socket, reply, pauseMs);
  }
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(RENDER_SHED_PAGES[request.locale]);
}

/**
 * Reads nothing more from `socket` for `pauseMs` once the shed answer is sent. The event loop accepts one
 * new connection per pass (libuv since 1.45), and a flood's client asks again on each connection as soon
 * as it has its 503: without a pause every pass answers hundreds of them, and a visitor's new connection
 * waits seconds in the accept queue. A paused connection leaves the loop's passes until its time is up.
 */
function pauseConnection(socket: Socket, reply: FastifyReply, pauseMs: number): void {
  reply.raw.once('finish', () => {
    socket.pause();
    setTimeout(() => socket.resume(), pauseMs).unref();
  });
}
