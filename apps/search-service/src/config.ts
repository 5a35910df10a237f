import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from '@jobpoint/service-telemetry';

const TEN_MINUTES_MS = 10 * 60 * 1000;
const HALF_A_MINUTE_MS = 30 * 1000;

const url = z.url({ protocol: /^https?$/ });

const EnvSchema = z.object({
  SEARCH_SERVICE_PORT: z.coerce.number().int().min(0).max(65535).default(4320),
  SEARCH_SERVICE_HOST: z.string().min(1).default('127.0.0.1'),
  SEARCH_APP_ID: z.string().min(1).default('JOBPOINTLOCAL'),
  SEARCH_API_KEY: z.string().min(1).default('local-search-only-key'),
  SEARCH_ADMIN_KEY: z.string().min(1).default('local-search-admin-key'),
  PUBLIC_URL: url.default('http://localhost:4200'),
  JOBS_SERVICE_URL: url.default('http://127.0.0.1:4310'),
  CMS_URL: url.default('http://127.0.0.1:1337'),
  CMS_API_TOKEN: z.string().min(1).default('local-cms-read-token-2f7c9a41d8e3b56f'),
  SEARCH_MEDIA_PATH_PREFIX: z.string().default('/cms'),
  SEARCH_REINDEX_INTERVAL_MS: z.coerce.number().int().positive().default(TEN_MINUTES_MS),
  SEARCH_REINDEX_RETRY_MS: z.coerce.number().int().positive().default(HALF_A_MINUTE_MS),
  SEARCH_DATA_DIR: z.string().min(1).default('.data/search-service'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});

export interface SearchServiceConfig {
  port: number;
  host: string;
  appId: string;
  searchApiKey: string;
  adminApiKey: string;
  /** Origins whose pages may call the service from the browser. */
  corsOrigins: string[];
  jobsServiceUrl: string;
  cms: { baseUrl: string; token: string; mediaPathPrefix: string };
  reindexIntervalMs: number;
  reindexRetryMs: number;
  /** Where the index's synonyms are kept between starts. */
  dataDir: string;
  logLevel: LogLevel;
}

/** The repository root: the nearest folder above `start` that holds nx.json (the jobs service finds its data the same way). */
function workspaceRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'nx.json'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

/** Reads and checks the environment once; a malformed value stops the process with the reason. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, scriptDir = process.cwd()): SearchServiceConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid search service configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.SEARCH_API_KEY === e.SEARCH_ADMIN_KEY) {
    throw new Error('Invalid search service configuration: SEARCH_API_KEY and SEARCH_ADMIN_KEY must differ');
  }
  return {
    port: e.SEARCH_SERVICE_PORT,
    host: e.SEARCH_SERVICE_HOST,
    appId: e.SEARCH_APP_ID,
    searchApiKey: e.SEARCH_API_KEY,
    adminApiKey: e.SEARCH_ADMIN_KEY,
    corsOrigins: [new URL(e.PUBLIC_URL).origin],
    jobsServiceUrl: e.JOBS_SERVICE_URL,
    cms: { baseUrl: e.CMS_URL, token: e.CMS_API_TOKEN, mediaPathPrefix: e.SEARCH_MEDIA_PATH_PREFIX },
    reindexIntervalMs: e.SEARCH_REINDEX_INTERVAL_MS,
    reindexRetryMs: e.SEARCH_REINDEX_RETRY_MS,
    dataDir: path.resolve(workspaceRoot(scriptDir), e.SEARCH_DATA_DIR),
    logLevel: e.LOG_LEVEL,
  };
}
