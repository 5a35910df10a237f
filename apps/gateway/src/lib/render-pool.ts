import { AsyncResource } from 'node:async_hooks';
import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import Piscina from 'piscina';
import type { RenderInput, RenderResult } from '@jobpoint/app-shell/server';
import type { SiteApp } from '@jobpoint/site-routes';
import type { GatewayConfig } from './config';
import type { PageRenderer } from './page-renderer';

/** The services a render calls; each is answered on the main thread. */
export type RenderService = 'cms' | 'jobs' | 'search' | 'jobAlerts';

export type RenderServiceFetches = Record<RenderService, typeof fetch>;

/** What a render thread is given once, at start. */
export interface RenderWorkerData {
  config: GatewayConfig;
  captchaSiteKey: string | null;
}

/** One page to render, with the port its service calls go through. */
export interface RenderTask {
  app: SiteApp;
  input: RenderInput;
  port: MessagePort;
}

/** A render thread's service call, sent to the main thread. */
export interface ServiceCall {
  id: number;
  service: RenderService;
  url: string;
  method: string;
  headers: [string, string][];
  body?: string;
}

/** The main thread's answer to a `ServiceCall`. */
export type ServiceAnswer =
  | { id: number; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer }
  | { id: number; error: { name: string; message: string } };

/**
 * Renders pages in worker threads (piscina), so that rendering, which is synchronous CPU work, never holds
 * the event loop that serves cached pages, static files, health checks and forms (ADR 160). Each thread
 * loads both apps' server builds once. A render's service calls come back to the main thread and go
 * through the very `fetch`es a render on the main thread would use (the shared CMS answers, the circuits,
 * the last good answers), in the render's own async context, so the page cache still learns what a page
 * read and how the services answered.
 */
export class RenderPool {
  private readonly pool: Piscina;

  constructor(config: GatewayConfig, captchaSiteKey: string | null, workerFile: URL) {
    // One core stays with the event loop, for everything that is not a render.
    const threads = Math.max(1, Math.min(config.RENDER_CONCURRENCY, availableParallelism() - 1));
    this.pool = new Piscina({
      filename: workerFile.href,
      workerData: { config, captchaSiteKey } satisfies RenderWorkerData,
      minThreads: threads,
      maxThreads: threads,
      // Renders wait for services most of their time: each thread takes its share of the concurrency.
      concurrentTasksPerWorker: Math.ceil(config.RENDER_CONCURRENCY / threads),
    });
  }

  /** An app's renderer on the pool, calling the services through `fetches`. */
  renderer(app: SiteApp, fetches: RenderServiceFetches): PageRenderer {
    return async (input) => {
      // Bound here, the calls run in this render's context (what it read, how the services answered).
      const calls = Object.fromEntries(Object.entries(fetches).map(([service, fetchFn]) => [service, AsyncResource.bind(fetchFn)])) as RenderServiceFetches;
      const { port1, port2 } = new MessageChannel();
      port1.on('message', (call: ServiceCall) => void answerCall(port1, calls, call));
      try {
        return (await this.pool.run({ app, input, port: port2 } satisfies RenderTask, { transferList: [port2] })) as RenderResult;
      } finally {
        port1.close();
      }
    };
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

async function answerCall(port: MessagePort, fetches: RenderServiceFetches, call: ServiceCall): Promise<void> {
  try {
    const response = await fetches[call.service](call.url, { method: call.method, headers: call.headers, body: call.body });
    const body = await response.arrayBuffer();
    const answer: ServiceAnswer = { id: call.id, status: response.status, statusText: response.statusText, headers: [...response.headers], body };
    port.postMessage(answer, [body]);
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    port.postMessage({ id: call.id, error: { name, message } } satisfies ServiceAnswer);
  }
}

/** Answers without a body (a Response refuses one for these). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * In a render thread: a `fetch` per service whose calls the main thread makes, through `port`. The
 * caller's abort signal stays in the thread; the main thread's own time limits apply.
 */
export function serviceFetchesThrough(port: MessagePort): RenderServiceFetches {
  const waiting = new Map<number, (answer: ServiceAnswer) => void>();
  let lastId = 0;
  port.on('message', (answer: ServiceAnswer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  const through =
    (service: RenderService): typeof fetch =>
    async (input, init) => {
      const request = new Request(input, init);
      const id = (lastId += 1);
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
      const answered = new Promise<ServiceAnswer>((resolve) => waiting.set(id, resolve));
      port.postMessage({ id, service, url: request.url, method: request.method, headers: [...request.headers], body } satisfies ServiceCall);
      const answer = await answered;
      if ('error' in answer) {
        throw Object.assign(new Error(answer.error.message), { name: answer.error.name });
      }
      return new Response(NULL_BODY_STATUSES.has(answer.status) ? null : answer.body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
    };
  return { cms: through('cms'), jobs: through('jobs'), search: through('search'), jobAlerts: through('jobAlerts') };
}
