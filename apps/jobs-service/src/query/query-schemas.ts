import { z } from 'zod';

/** A whole number of at least 1 in a query string. */
export function positiveInteger(parameter: string) {
  const message = `${parameter} must be a whole number of 1 or more`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${parameter} is required` : message) })
    .trim()
    .regex(/^\d{1,15}$/, message)
    .transform(Number)
    .refine((value) => value >= 1, message);
}

/** A list of ids; every item must be a whole number. */
export function idList(parameter: string) {
  const message = `${parameter} must be a list of numeric ids`;
  return z.array(z.string().regex(/^\d{1,15}$/, message)).transform((items) => [...new Set(items.map(Number))]);
}

/** A whole number of 0 or more: the job board sends any number typed into its search box as the id. */
export function nonNegativeInteger(parameter: string) {
  const message = `${parameter} must be a whole number`;
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,15}$/, message)
    .transform(Number);
}

/** `true`/`1` or `false`/`0`. */
export function booleanFlag(parameter: string) {
  return z
    .enum(['true', 'false', '1', '0'], { error: `${parameter} must be true, false, 1 or 0` })
    .transform((value) => value === 'true' || value === '1');
}
