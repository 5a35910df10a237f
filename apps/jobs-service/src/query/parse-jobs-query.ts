import { z } from 'zod';
import { JOB_ORDER_FIELDS, JOB_SEARCH_LISTS, ORDER_DIRECTIONS, type JobSearchList } from '@jobpoint/jobs-client';
import type { ReferenceData } from '../repository/reference-data';
import { BadRequestError } from './bad-request';
import type { JobsQuery } from './jobs-query';
import { booleanFlag, idList, nonNegativeInteger, positiveInteger } from './query-schemas';
import { assertKnownIds, listValues, parseOrThrow, scalarValue, type RawQuery } from './query-values';

/** Longer search texts are typing accidents or abuse; the organisation's titles are far shorter. */
export const MAX_FILTER_LENGTH = 200;

const schema = z.object({
  page: positiveInteger('page').optional(),
  order_by: z.enum(JOB_ORDER_FIELDS, { error: `order_by must be one of ${JOB_ORDER_FIELDS.join(', ')}` }).optional(),
  order_dir: z
    .string({ error: 'order_dir must be asc or desc' })
    .toLowerCase()
    .pipe(z.enum(ORDER_DIRECTIONS, { error: 'order_dir must be asc or desc' }))
    .optional(),
  special_event_1: booleanFlag('special_event_1').optional(),
  special_event_2: booleanFlag('special_event_2').optional(),
  id: nonNegativeInteger('id').optional(),
  filter: z
    .string({ error: 'filter must be given once' })
    .trim()
    .max(MAX_FILTER_LENGTH, `filter must be at most ${MAX_FILTER_LENGTH} characters`)
    .optional(),
  jobCategories: idList('jobCategories'),
  corporateSectors: idList('corporateSectors'),
  qualifications: idList('qualifications'),
  workTimeCategories: idList('workTimeCategories'),
  zipCodes: idList('zipCodes'),
});

const SCALARS = ['page', 'order_by', 'order_dir', 'special_event_1', 'special_event_2', 'id', 'filter'] as const;

function knownIds(reference: ReferenceData): Record<JobSearchList, Set<number>> {
  const ids = (entries: readonly { id: number }[]) => new Set(entries.map((entry) => entry.id));
  return {
    jobCategories: ids(reference.jobCategories),
    corporateSectors: ids(reference.corporateSectors),
    qualifications: ids(reference.qualifications),
    workTimeCategories: ids(reference.workTimeCategories),
    zipCodes: ids(reference.zipCodes),
  };
}

/** Returns a parser for `GET /jobs` queries that knows the valid filter ids. */
export function createJobsQueryParser(reference: ReferenceData): (query: RawQuery) => JobsQuery {
  const known = knownIds(reference);
  return (query) => {
    const input: Record<string, unknown> = {};
    for (const name of SCALARS) input[name] = scalarValue(query, name);
    for (const name of JOB_SEARCH_LISTS) input[name] = listValues(query, name);
    const parsed = parseOrThrow(schema, input);
    for (const name of JOB_SEARCH_LISTS) assertKnownIds(name, parsed[name], known[name]);
    const filter = parsed.filter ? parsed.filter : null;
    if (parsed.id !== undefined && filter !== null) {
      throw new BadRequestError('id', 'send either id or filter, not both');
    }
    const orderBy = parsed.order_by ?? 'created_at';
    return {
      page: parsed.page ?? 1,
      orderBy,
      // Newest first by default; titles and deadlines read naturally from A and from the earliest.
      orderDir: parsed.order_dir ?? (orderBy === 'created_at' || orderBy === 'id' ? 'desc' : 'asc'),
      specialEvent1: parsed.special_event_1 ?? false,
      specialEvent2: parsed.special_event_2 ?? false,
      id: parsed.id ?? null,
      filter,
      jobCategories: parsed.jobCategories,
      corporateSectors: parsed.corporateSectors,
      qualifications: parsed.qualifications,
      workTimeCategories: parsed.workTimeCategories,
      zipCodes: parsed.zipCodes,
    };
  };
}
