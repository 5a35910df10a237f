import type { z } from 'zod';
import { BadRequestError } from './bad-request';

/** The query object as fastify parses it: repeated keys become arrays. */
export type RawQuery = Record<string, string | string[] | undefined>;

const LIST_KEY = /^(.+?)\[\d*\]$/;

/**
 * All values of a list parameter in any of the spellings clients use: `x[]=1&x[]=2`, `x[0]=1&x[1]=2`,
 * `x=1&x=2` and `x=1,2`. Empty items are dropped.
 */
export function listValues(query: RawQuery, name: string): string[] {
  const values: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (key !== name && key.match(LIST_KEY)?.[1] !== name) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      values.push(...item.split(','));
    }
  }
  return values.map((item) => item.trim()).filter((item) => item !== '');
}

/** A single-valued parameter; an empty value counts as not given (forms send `page=`). */
export function scalarValue(query: RawQuery, name: string): string | string[] | undefined {
  const value = query[name];
  return value === '' ? undefined : value;
}

/**
 * Validates with a zod object schema and turns the first problem into a 400 naming its parameter, or
 * `whole` when the problem is with the input as a whole.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, whole = 'query'): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const parameter = String(issue.path[0] ?? whole);
  throw new BadRequestError(parameter, issue.message);
}

/** Rejects ids that are not in the list the service offers (`/public-view-constants`). */
export function assertKnownIds(parameter: string, ids: readonly number[], known: ReadonlySet<number>): void {
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new BadRequestError(parameter, `${parameter} contains unknown id ${unknown.join(', ')}`);
  }
}
