import { JOBS_SERVICE_READS, type JobsServiceRead } from '@jobpoint/jobs-client';

/** What `{id}` stands for in a read's path: the jobs service's ids are numbers. */
const ID = '[0-9]{1,16}';

function pattern(path: string): RegExp {
  const literal = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal.replace('{id}', ID)}$`);
}

/**
 * The paths below `/jobs-api` that the browser may read: exactly the ones the jobs client asks for
 * (`JOBS_SERVICE_READS`) and the logos its answers point to. Anything else of the service (its admin
 * routes, its health check, paths it may add) is refused before it reaches the service.
 */
const READS = (Object.entries(JOBS_SERVICE_READS) as [JobsServiceRead, string][]).map(
  ([read, path]) => ({ read, pattern: pattern(path) }),
);

/** Which of the site's reads a path of the jobs service is, or null when it is none. */
export function jobsServiceRead(path: string): JobsServiceRead | null {
  return READS.find(({ pattern }) => pattern.test(path))?.read ?? null;
}
