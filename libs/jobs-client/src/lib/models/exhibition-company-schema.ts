import * as z from 'zod';
import type { ExhibitionCompaniesPage } from './paginated';

const textOrEmpty = z.string().nullish().transform((value) => value ?? '');
const textOrNull = z.string().nullish().transform((value) => value ?? null);

/**
 * The part of an exhibiting company a fair page relies on. A company without a name is a service fault;
 * a missing text or an unreadable list leaves that part empty; anything else is passed through.
 */
const exhibitionCompanySchema = z.looseObject({
  id: z.number().int().positive(),
  name: z.string(),
  full_name: z.string().min(1),
  description: textOrEmpty,
  website: textOrEmpty,
  logo_url: textOrNull,
  // 0 is no sector: the company is listed without one.
  corporate_sector_id: z.number().int().catch(0),
  exhibition_id: z.number().int(),
  booth: textOrEmpty,
  attending_days: z.array(z.number().int().positive()).catch([]),
  wall_text: textOrEmpty,
  jobs: z
    .array(z.looseObject({ id: z.number().int().positive(), title: z.string().min(1), language: z.enum(['de', 'en']).catch('de') }))
    .catch([]),
});

const exhibitionCompaniesPageSchema = z.looseObject({
  data: z.array(exhibitionCompanySchema),
  current_page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  last_page: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  from: z.number().nullish().transform((value) => value ?? null),
  to: z.number().nullish().transform((value) => value ?? null),
});

/** A page of `GET /exhibition-companies`, or null when the answer is not one. */
export function parseExhibitionCompaniesPage(body: unknown): ExhibitionCompaniesPage | null {
  const parsed = exhibitionCompaniesPageSchema.safeParse(body);
  // The schema checks what a reader relies on and keeps the rest of each company as it came.
  return parsed.success ? (parsed.data as unknown as ExhibitionCompaniesPage) : null;
}
