/** Where the job board lives; job detail pages are below it. */
export const JOB_BOARD_PATH = '/job-boerse';

/**
 * The slug rule: split into words, lower-case, join with hyphens, URL-encode; '' when there
 * are no words. A word is a run of letters or digits in any script, so "(m/w/d)" gives "m-w-d".
 */
export function jobSlug(title: string): string {
  const words = title.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return encodeURIComponent(words.map((word) => word.toLocaleLowerCase('de')).join('-'));
}

/** The public path of a job: `/job-boerse/{slug}-{id}`, or `/job-boerse/{id}` when the title has no words. */
export function jobPath(job: { id: number; title: string }): string {
  const slug = jobSlug(job.title);
  return `${JOB_BOARD_PATH}/${slug ? `${slug}-${job.id}` : job.id}`;
}

/**
 * The job id in the last path segment (`{slug}-{id}` or `{id}`), or null when there is none. The slug is
 * not checked here: the page compares the path with `jobPath(job)` and redirects when it differs.
 */
export function parseJobPathParam(param: string): number | null {
  const match = /(?:^|-)(\d+)$/.exec(param);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
