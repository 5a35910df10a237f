import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from '@jobpoint/service-telemetry';

export const DEFAULT_PORT = 4310;
export const DEFAULT_PUBLIC_URL = 'http://localhost:4200/jobs-api';
/** The bearer token of `POST /internal/jobs` on a local installation (`tools/jobs.mjs` sends it too). */
export const LOCAL_JOBS_ADMIN_TOKEN = 'local-jobs-admin-token';

export interface Config {
  host: string;
  port: number;
  dbPath: string;
  publicUrl: string;
  /** The bearer token that may add jobs. */
  adminToken: string;
  logLevel: LogLevel;
}

/** The repository root: the nearest folder above the running script that holds nx.json. */
function workspaceRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'nx.json'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    JOBS_SERVICE_HOST: z.string().min(1).default('127.0.0.1'),
    JOBS_SERVICE_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
    JOBS_DB_PATH: z.string().min(1).optional(),
    JOBS_PUBLIC_URL: z.url().default(DEFAULT_PUBLIC_URL),
    JOBS_ADMIN_TOKEN: z.string().trim().min(1).optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  })
  .superRefine((values, ctx) => {
    // The local token is known to everyone who has the code: in production whoever may add jobs has one of their own.
    if (values.NODE_ENV === 'production' && values.JOBS_ADMIN_TOKEN === undefined) {
      ctx.addIssue({ code: 'custom', path: ['JOBS_ADMIN_TOKEN'], message: 'must be set in production' });
    }
  });

/** Reads the environment once; a malformed value stops the process with a message naming it. */
export function readConfig(env: NodeJS.ProcessEnv, scriptDir: string): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`jobs service configuration is invalid: ${problems}`);
  }
  const parsed = result.data;
  const root = workspaceRoot(scriptDir);
  return {
    host: parsed.JOBS_SERVICE_HOST,
    port: parsed.JOBS_SERVICE_PORT,
    dbPath: path.resolve(root, parsed.JOBS_DB_PATH ?? '.data/jobs.sqlite'),
    publicUrl: parsed.JOBS_PUBLIC_URL.replace(/\/+$/, ''),
    adminToken: parsed.JOBS_ADMIN_TOKEN ?? LOCAL_JOBS_ADMIN_TOKEN,
    logLevel: parsed.LOG_LEVEL,
  };
}
