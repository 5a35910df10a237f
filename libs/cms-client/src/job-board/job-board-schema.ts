import * as z from 'zod';
import { optionalButtonSchema, sectionSchema, seoSchema } from '../lib/models/shared-schema';
import { JOB_BOARD_FILTERS, type JobBoardFilter } from './job-board-content';

const text = z.string().nullish();

/**
 * The job board's search configuration (JSON field `searchConfig` of `/api/jobboerse`). Editors write it
 * by hand, so every part is optional and a malformed part is ignored instead of failing the page:
 * - `filters`: which filter lists to show, in this order (default: all five; unknown names are skipped);
 * - `specialEvents`: the labels of the two special-event flags (`{ "1": "Shop a Job", "2": "…" }`); a flag
 *   left without a label is not offered (without the object both are, with built-in names).
 */
const jobBoardSearchConfigSchema = z.object({
  filters: z
    .array(z.string())
    .transform((names) => names.filter((name): name is JobBoardFilter => (JOB_BOARD_FILTERS as readonly string[]).includes(name)))
    .nullish()
    .catch(null),
  specialEvents: z
    .object({ '1': z.string().trim().min(1).nullish().catch(null), '2': z.string().trim().min(1).nullish().catch(null) })
    .nullish()
    .catch(null),
});
export type JobBoardSearchConfig = z.infer<typeof jobBoardSearchConfigSchema>;

/** Single type `jobboerse`: the job board's page content and search configuration. */
export const jobBoardPageSchema = z.object({
  seo: seoSchema.nullish().catch(null),
  headerSection: sectionSchema.nullish().catch(null),
  searchPlaceholder: text,
  filterTitle: text,
  resetFiltersText: text,
  noResultsText: text,
  resultsText: text,
  searchConfig: jobBoardSearchConfigSchema.nullish().catch(null),
});
export type JobBoardPage = z.infer<typeof jobBoardPageSchema>;

/** Single type `jobboerse-detail-seite`: the labels of the job detail page, each optional. */
export const jobDetailLabelsSchema = z.object({
  save: text,
  published: text,
  information: text,
  company: text,
  moreInformation: text,
  applicationType: text,
  applicationDeadline: text,
  applicationLink: text,
  address: text,
  calculateRoute: text,
  downloadJob: text,
  back: text,
  similarJobs: text,
  description: text,
  openVacancies: text,
  requirements: text,
  benefits: text,
  aboutUs: text,
  applyNow: text,
  seo: seoSchema.nullish().catch(null),
});
export type JobDetailLabels = z.infer<typeof jobDetailLabelsSchema>;

/** Single type `merkliste-seite`: the bookmark list's page content. */
export const bookmarksPageSchema = z.object({
  seo: seoSchema.nullish().catch(null),
  title: text,
  /** Markdown. */
  description: text,
  emptyText: text,
  removeText: text,
  button: optionalButtonSchema,
});
export type BookmarksPage = z.infer<typeof bookmarksPageSchema>;
