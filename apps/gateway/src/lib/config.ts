import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { LOG_LEVELS } from '@jobpoint/service-telemetry';

/** The navigation ids of the organisation's CMS by audience and language. */
export const DEFAULT_NAVIGATION_IDS = {
  jobseekers: { de: 38, en: 39, tr: 40, ar: 41 },
  employers: { de: 42, en: 43, tr: 44, ar: 45 },
};

const navigationId = z.union([z.string().min(1), z.number().int().positive()]);
const localeIds = z.object({ de: navigationId, en: navigationId, tr: navigationId, ar: navigationId });

const navigationIdsSchema = z.object({ jobseekers: localeIds, employers: localeIds });

const url = z.url({ protocol: /^https?$/ });

const jsonString = <T extends z.ZodType>(schema: T) =>
  z.string().transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not valid JSON' });
      return z.NEVER;
    }
  }).pipe(schema);

/** Secrets whose local defaults a production gateway refuses. */
const PRODUCTION_SECRETS = ['CMS_API_TOKEN', 'PREVIEW_SECRET', 'CMS_PREVIEW_TOKEN', 'CMS_WEBHOOK_SECRET'] as const;

/** The local installation's secrets (`npm start`), as the local CMS has them too. */
export const LOCAL_SECRETS = {
  CMS_API_TOKEN: 'local-cms-read-token-2f7c9a41d8e3b56f',
  PREVIEW_SECRET: 'local-preview-secret',
  CMS_PREVIEW_TOKEN: 'local-cms-preview-token-8d41c07be25a93f6',
  CMS_WEBHOOK_SECRET: 'local-cms-webhook-secret',
} as const;

/** The page cache's times when not set, shortened to fit within the CMS cache's. */
const PAGE_CACHE_DEFAULT_SECONDS = 10;
const PAGE_CACHE_DEFAULT_STALE_SECONDS = 30;

/** How long a call with a last good answer waits for the service when not set (ADR 161). */
const UPSTREAM_SOFT_TIMEOUT_DEFAULT_MS = 500;

function pageCacheSeconds(values: { PAGE_CACHE_SECONDS?: number; CMS_CACHE_SECONDS: number }): number {
  return values.PAGE_CACHE_SECONDS ?? Math.min(PAGE_CACHE_DEFAULT_SECONDS, values.CMS_CACHE_SECONDS);
}

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4200),
  /** The port of `GET /metrics` (Prometheus), on HOST beside the public port; 0 serves no metrics. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** The interface of `GET /metrics`; unset: HOST. An internal address keeps the metrics off the public network. */
  METRICS_HOST: z.string().min(1).optional(),
  /** The least important log lines written. */
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /**
   * After SIGTERM or SIGINT, how long the gateway goes on serving with `/readyz` answering 503, so the
   * load balancer stops sending before the gateway stops accepting (ADR 153).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  /** From the signal on, how long the drain and the finishing of requests and deliveries may take before the process ends with exit code 1. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
  PUBLIC_URL: url.default('http://localhost:4200'),
  APPS_DIST_DIR: z.string().default('dist/apps'),
  CMS_URL: url.default('http://127.0.0.1:1337'),
  CMS_API_TOKEN: z.string().min(1).default(LOCAL_SECRETS.CMS_API_TOKEN),
  /** The CMS token that may read drafts: only for the preview, never sent to the browser. */
  CMS_PREVIEW_TOKEN: z.string().min(1).optional(),
  /** The CMS admin's address as editors open it: the preview may be shown in its frame. */
  CMS_ADMIN_URL: url.default('http://localhost:1337'),
  /** What the CMS's preview link carries (`/api/preview?secret=`); the preview cookie's key is derived from it (ADR 154). */
  PREVIEW_SECRET: z.string().min(16).optional(),
  /** What the CMS's webhook sends in `X-Cms-Webhook-Secret`. */
  CMS_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** How long server renders share the content service's answers; 0 asks it for every page. */
  CMS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How long a rendered page is shared as it is; 0 renders every page. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /** How long after that a page is still served while one render replaces it. */
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).default(500),
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).default(64),
  CMS_RESPONSE_FORMAT: z.enum(['v4', 'v5']).default('v4'),
  /** How long the gateway waits for one answer of the CMS, the jobs service or the search service. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /**
   * How long a last good answer of the CMS or the jobs service, and a page rendered before, may stand in
   * while the service fails (RFC 5861 stale-if-error); 0 serves none.
   */
  STALE_IF_ERROR_SECONDS: z.coerce.number().int().min(0).max(7 * 86_400).default(86_400),
  /**
   * How long a visitor waits for a page the gateway keeps from before (past its stale window) while it is
   * rendered anew; after that the kept page answers and the render goes on (0: wait for the render).
   */
  PAGE_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(800),
  /** The share of failed calls to a service (within `CIRCUIT_WINDOW_MS`) above which its circuit opens. */
  CIRCUIT_ERROR_THRESHOLD_PERCENT: z.coerce.number().int().min(1).max(100).default(50),
  /** The fewest calls to a service within `CIRCUIT_WINDOW_MS` before its circuit may open. */
  CIRCUIT_VOLUME_THRESHOLD: z.coerce.number().int().min(1).default(5),
  /**
   * How far back a circuit counts calls and failures; longer than `UPSTREAM_TIMEOUT_MS`, or a call that
   * times out no longer finds its start counted. Unset: 10 s, or twice the time limit if that is longer.
   */
  CIRCUIT_WINDOW_MS: z.coerce.number().int().min(1000).max(600_000).optional(),
  /** How long an open circuit fails calls at once before one call probes the service again. */
  CIRCUIT_RESET_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /**
   * How long a page render may take in all (a render may ask twice in a row, e.g. a language and then the
   * German fallback); after that the visitor gets the error page with 504 instead of waiting.
   */
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * How long a call to the CMS or the jobs service may take before its last good answer, when there is
   * one, answers instead (the call goes on in the background); 0 waits up to `UPSTREAM_TIMEOUT_MS`.
   * Unset: 500 ms, or half the time limit if that is shorter.
   */
  UPSTREAM_SOFT_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /**
   * How many pages are rendered at once (the CPU is the limit). Unset: twice the CPU cores, since a
   * render mostly waits for the services and its thread renders another meanwhile.
   */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /** How many page renders may wait for one of those places; beyond, a request is answered 503 at once. Unset: twice the concurrency. */
  RENDER_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).optional(),
  /**
   * How long a render may wait for a place before its request is answered 503: with the render's own
   * time, a visitor has an answer within about two seconds.
   */
  RENDER_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /**
   * How long the gateway reads nothing more from a connection on which it shed a request (0: no pause).
   * The event loop accepts one new connection per pass, so a client asking again at once on a few hundred
   * connections would otherwise keep every new visitor's connection waiting.
   */
  RENDER_SHED_PAUSE_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  JOBS_SERVICE_URL: url.default('http://127.0.0.1:4310'),
  SEARCH_URL: url.default('http://127.0.0.1:4320'),
  SEARCH_PUBLIC_URL: url.optional(),
  SEARCH_APP_ID: z.string().min(1).default('JOBPOINTLOCAL'),
  SEARCH_API_KEY: z.string().min(1).default('local-search-only-key'),
  SEARCH_INDEX: z.string().min(1).default('jobpoint'),
  PORTAL_URL: url.default('https://jobboerse.jobpoint-berlin.de/login'),
  /**
   * The proxies that may tell the client's address (X-Forwarded-For), as addresses or CIDRs separated by
   * commas. Unset: none, so a client cannot choose the address it is rate-limited by.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*$/, 'must be a list of addresses or CIDRs')
    .optional(),
  NAVIGATION_IDS: jsonString(navigationIdsSchema).optional(),
}).superRefine((values, ctx) => {
  // The local defaults are known to everyone who has the code: production must have secrets of its own,
  // and its own address, or canonical links and mails point at a laptop.
  if (values.NODE_ENV === 'production') {
    for (const name of PRODUCTION_SECRETS) {
      if (values[name] === undefined || values[name] === LOCAL_SECRETS[name]) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'must be set in production, to a value other than the local default' });
      }
    }
    if (new URL(values.PUBLIC_URL).protocol !== 'https:') {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: "must be set in production, to the site's https:// address" });
    }
  }
  if (values.SHUTDOWN_TIMEOUT_MS <= values.SHUTDOWN_DRAIN_MS) {
    ctx.addIssue({ code: 'custom', path: ['SHUTDOWN_TIMEOUT_MS'], message: `must be longer than SHUTDOWN_DRAIN_MS (${values.SHUTDOWN_DRAIN_MS})` });
  }
  if (values.CIRCUIT_WINDOW_MS !== undefined && values.CIRCUIT_WINDOW_MS <= values.UPSTREAM_TIMEOUT_MS) {
    ctx.addIssue({ code: 'custom', path: ['CIRCUIT_WINDOW_MS'], message: `must be longer than UPSTREAM_TIMEOUT_MS (${values.UPSTREAM_TIMEOUT_MS})` });
  }
  if (values.UPSTREAM_SOFT_TIMEOUT_MS !== undefined && values.UPSTREAM_SOFT_TIMEOUT_MS >= values.UPSTREAM_TIMEOUT_MS) {
    ctx.addIssue({ code: 'custom', path: ['UPSTREAM_SOFT_TIMEOUT_MS'], message: `must be shorter than UPSTREAM_TIMEOUT_MS (${values.UPSTREAM_TIMEOUT_MS})` });
  }
  if (values.RENDER_TIMEOUT_MS < values.UPSTREAM_TIMEOUT_MS) {
    ctx.addIssue({ code: 'custom', path: ['RENDER_TIMEOUT_MS'], message: `must be at least UPSTREAM_TIMEOUT_MS (${values.UPSTREAM_TIMEOUT_MS})` });
  }
  // A shared page holds the CMS answers it was rendered from; kept longer than those, it would outlive them.
  if (pageCacheSeconds(values) + (values.PAGE_CACHE_STALE_SECONDS ?? 0) > values.CMS_CACHE_SECONDS) {
    ctx.addIssue({
      code: 'custom',
      path: [pageCacheSeconds(values) > values.CMS_CACHE_SECONDS ? 'PAGE_CACHE_SECONDS' : 'PAGE_CACHE_STALE_SECONDS'],
      message: `PAGE_CACHE_SECONDS + PAGE_CACHE_STALE_SECONDS must not exceed CMS_CACHE_SECONDS (${values.CMS_CACHE_SECONDS})`,
    });
  }
});

export type GatewayConfig = ReturnType<typeof loadConfig>;

/**
 * Reads the environment once. Every service URL has a local default; a malformed value stops the
 * gateway with a message naming the variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid gateway configuration:\n${problems}`);
  }
  const values = parsed.data;
  const publicUrl = new URL(values.PUBLIC_URL);
  const pageSeconds = pageCacheSeconds(values);
  const renderConcurrency = values.RENDER_CONCURRENCY ?? 2 * availableParallelism();
  return {
    ...values,
    PUBLIC_ORIGIN: publicUrl.origin,
    METRICS_HOST: values.METRICS_HOST ?? values.HOST,
    SEARCH_PUBLIC_URL: values.SEARCH_PUBLIC_URL ?? values.SEARCH_URL,
    NAVIGATION_IDS: values.NAVIGATION_IDS ?? DEFAULT_NAVIGATION_IDS,
    TRUST_PROXY: values.TRUST_PROXY ?? false,
    PREVIEW_SECRET: values.PREVIEW_SECRET ?? LOCAL_SECRETS.PREVIEW_SECRET,
    CMS_PREVIEW_TOKEN: values.CMS_PREVIEW_TOKEN ?? LOCAL_SECRETS.CMS_PREVIEW_TOKEN,
    CMS_WEBHOOK_SECRET: values.CMS_WEBHOOK_SECRET ?? LOCAL_SECRETS.CMS_WEBHOOK_SECRET,
    CMS_ADMIN_ORIGIN: new URL(values.CMS_ADMIN_URL).origin,
    PAGE_CACHE_SECONDS: pageSeconds,
    CIRCUIT_WINDOW_MS: values.CIRCUIT_WINDOW_MS ?? Math.max(10_000, 2 * values.UPSTREAM_TIMEOUT_MS),
    UPSTREAM_SOFT_TIMEOUT_MS: values.UPSTREAM_SOFT_TIMEOUT_MS ?? Math.min(UPSTREAM_SOFT_TIMEOUT_DEFAULT_MS, Math.floor(values.UPSTREAM_TIMEOUT_MS / 2)),
    RENDER_CONCURRENCY: renderConcurrency,
    RENDER_QUEUE_MAX: values.RENDER_QUEUE_MAX ?? 2 * renderConcurrency,
    PAGE_CACHE_STALE_SECONDS:
      values.PAGE_CACHE_STALE_SECONDS ?? Math.min(PAGE_CACHE_DEFAULT_STALE_SECONDS, values.CMS_CACHE_SECONDS - pageSeconds),
  };
}

