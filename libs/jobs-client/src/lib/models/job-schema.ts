import * as z from 'zod';
import { PAYMENT_TIME_FRAMES, PAYMENT_TYPES, type Job } from './job';

const text = z.string().nullish();
const list = <T extends z.ZodType>(entry: T) => z.array(entry).nullish().transform((entries) => entries ?? []);
const namedEntry = z.looseObject({ id: z.number(), name: z.string(), name_en: z.string().nullish().transform((name) => name ?? '') });

/**
 * The part of a jobs service answer (`GET /jobs/{id}`) a server-side reader of one job relies on (the
 * job document). An answer without these is a service fault, not a job with holes; anything else the
 * service sends is passed through.
 */
const jobResponseSchema = z.looseObject({
  id: z.number().int().positive(),
  language: z.enum(['de', 'en']).catch('de'),
  created_at: z.string(),
  title: z.string().min(1),
  description: z.string().nullish().transform((value) => value ?? ''),
  additional_information: text,
  required_skills: text,
  offering: text,
  german_language_level: text,
  application_deadline: text,
  application_url: text,
  accept_refugee_applications: z.boolean().catch(false),
  temporary: z.boolean().catch(false),
  contract_limited_for: z.number().nullish(),
  contract_limited_for_unit: z.enum(['MONTH', 'YEAR']).nullish().catch(null),
  contract_start_date: text,
  contract_end_date: text,
  work_time_information: text,
  payment_type: z.enum(PAYMENT_TYPES).catch('PAYMENT_BY_AGREEMENT'),
  payment_information: text,
  payment: z.number().nullish().transform((value) => value ?? null),
  payment_time_frame: z.enum(PAYMENT_TIME_FRAMES).nullish().catch(null),
  open_vacancies: z.number().int().nonnegative().catch(0),
  application_types: list(z.enum(['email', 'url', 'post', 'phone'])),
  job_category: namedEntry.nullish(),
  qualifications: list(namedEntry),
  work_time_categories: list(namedEntry),
  work_time_category_secondaries: list(namedEntry),
  zip_codes: list(z.looseObject({ zip: z.string(), place_name: z.string().nullish() })),
  company: z.looseObject({ full_name: z.string(), street: text, street_number: text, zip: text, city: text, email: text, phone: text, website: text, description: text }),
  contact: z
    .looseObject({ salutation_string: text, full_name: z.string(), full_name_with_gender: text, position: text, phone: text, email: text, application_email: text })
    .nullish(),
});

/** The job of a jobs service answer, or null when the answer is not a job. */
export function parseJob(body: unknown): Job | null {
  const parsed = jobResponseSchema.safeParse(body);
  // The schema checks what a reader relies on and keeps the rest of the service's job as it came.
  return parsed.success ? (parsed.data as unknown as Job) : null;
}
