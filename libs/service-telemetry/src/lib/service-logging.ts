import { hostname } from 'node:os';

/** The levels `LOG_LEVEL` takes in every service. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Which service wrote a log line or a span, and which build of it. */
export interface ServiceIdentity {
  name: string;
  version: string;
}

/**
 * A service's name and version: `SERVICE_VERSION` when the deployment sets it (an image sets it from the
 * version and commit it was built from), else the version in the service's package.json.
 */
export function serviceIdentity(name: string, packageVersion: string, env: NodeJS.ProcessEnv = process.env): ServiceIdentity {
  return { name, version: env['SERVICE_VERSION']?.trim() || packageVersion };
}

/** The fields every line of a service starts with, as pino writes them. */
function baseFields(identity: ServiceIdentity) {
  return { pid: process.pid, hostname: hostname(), service: identity.name, version: identity.version };
}

/** Fastify's logger options: JSON lines from `level` up, each naming the service and its version. */
export function serviceLogger(identity: ServiceIdentity, level: LogLevel): { level: LogLevel; base: Record<string, unknown> } {
  return { level, base: baseFields(identity) };
}

/** pino's number for a fatal line. */
const FATAL = 60;

/**
 * Why a service did not start, as one JSON line like its logger's (which may not exist yet: the settings
 * are read before it), so that a log file holds JSON from its first line.
 */
export function logStartFailure(identity: ServiceIdentity, error: unknown): void {
  const msg = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${JSON.stringify({ level: FATAL, time: Date.now(), ...baseFields(identity), msg })}\n`);
}
