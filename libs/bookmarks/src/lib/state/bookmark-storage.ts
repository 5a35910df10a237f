import type { Job } from '@jobpoint/jobs-client';

/** The localStorage key of the bookmark list, shared with the organisation's current site. */
export const BOOKMARK_STORAGE_KEY = 'jobbookmark';

/**
 * A bookmarked job: the job as the list showed it when it was saved. Lists written by the current site
 * may hold older or fewer fields, so only the id is certain.
 */
export type BookmarkedJob = Pick<Job, 'id'> & Partial<Omit<Job, 'id'>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jobId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The bookmark list from its stored text: a JSON array of jobs, each with an id (`[{"id":123,…},…]`), as
 * the current site writes it. Anything else (no value, broken JSON, another app's data) is an empty list;
 * entries without a usable id and repeated ids are dropped.
 */
export function parseStoredBookmarks(stored: string | null | undefined): BookmarkedJob[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const jobs: BookmarkedJob[] = [];
  for (const entry of value) {
    const id = isRecord(entry) ? jobId(entry['id']) : null;
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    jobs.push({ ...(entry as Record<string, unknown>), id } as BookmarkedJob);
  }
  return jobs;
}

/** The stored text of a bookmark list: the plain JSON array, without any wrapper. */
export function serializeBookmarks(jobs: readonly BookmarkedJob[]): string {
  return JSON.stringify(jobs);
}

/**
 * The list to keep when this tab's list (`local`) and the stored one (`stored`) both changed since the
 * stored list this tab last saw (`base`): the stored list, without the jobs this tab removed since, and
 * with the jobs this tab added since at its end. So a bookmark set or removed in one tab is never undone
 * by another tab that wrote a list it read earlier.
 */
export function mergeBookmarks(
  local: readonly BookmarkedJob[],
  base: readonly BookmarkedJob[],
  stored: readonly BookmarkedJob[],
): BookmarkedJob[] {
  const localIds = new Set(local.map((job) => job.id));
  const baseIds = new Set(base.map((job) => job.id));
  const removedHere = new Set([...baseIds].filter((id) => !localIds.has(id)));
  const kept = stored.filter((job) => !removedHere.has(job.id));
  const keptIds = new Set(kept.map((job) => job.id));
  return [...kept, ...local.filter((job) => !baseIds.has(job.id) && !keptIds.has(job.id))];
}
