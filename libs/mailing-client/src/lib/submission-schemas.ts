import * as z from 'zod';
import { LOCALES } from '@jobpoint/i18n';
import {
  ADDRESS_MAX_LENGTH,
  CAPTCHA_TOKEN_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FIELD_MESSAGES,
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_SEARCH_MAX_LENGTH,
  LOCATIONS_MAX_COUNT,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from './submission-limits';

const PHONE_PATTERN = /^[0-9+\-/() ]*$/;

const requiredText = (max: number) =>
  z.string({ error: FIELD_MESSAGES.required }).trim().min(1, FIELD_MESSAGES.required).max(max, FIELD_MESSAGES.tooLong(max));

/** An optional text: absent, null and blank all mean "not given". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, FIELD_MESSAGES.tooLong(max))
    .nullish()
    .transform((value) => value || undefined);

const email = z
  .string({ error: FIELD_MESSAGES.required })
  .trim()
  .min(1, FIELD_MESSAGES.required)
  .max(EMAIL_MAX_LENGTH, FIELD_MESSAGES.tooLong(EMAIL_MAX_LENGTH))
  .pipe(z.email(FIELD_MESSAGES.email));

const optionalEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, FIELD_MESSAGES.tooLong(EMAIL_MAX_LENGTH))
  .nullish()
  .transform((value) => value || undefined)
  .pipe(z.email(FIELD_MESSAGES.email).optional());

/**
 * The language of the page a form was sent from: the mails to the person who sent it speak it. A form
 * that names none gets German mails, the site's default language.
 */
const formLocale = z.enum(LOCALES, { error: FIELD_MESSAGES.oneOf(LOCALES) }).optional();

const phone = optionalText(PHONE_MAX_LENGTH).refine((value) => value === undefined || PHONE_PATTERN.test(value), FIELD_MESSAGES.phone);

/** Sent by every form when the site has a captcha: the token of the visitor's reCAPTCHA Enterprise check. */
const captchaToken = z.string().max(CAPTCHA_TOKEN_MAX_LENGTH, FIELD_MESSAGES.tooLong(CAPTCHA_TOKEN_MAX_LENGTH)).optional();

export const newsletterSubscriptionSchema = z.object({
  email,
  listId: z.number({ error: FIELD_MESSAGES.required }).int().positive(),
  // German law asks for explicit consent before an address goes on a mailing list.
  acceptedTerms: z.literal(true, { error: FIELD_MESSAGES.consent }),
  captchaToken,
});
export type NewsletterSubscription = z.input<typeof newsletterSubscriptionSchema>;
export type ValidNewsletterSubscription = z.output<typeof newsletterSubscriptionSchema>;

export const jobAlertSubscriptionSchema = z.object({
  email,
  // Like the newsletter: explicit consent before anything is mailed, confirmed by double opt-in.
  acceptedTerms: z.literal(true, { error: FIELD_MESSAGES.consent }),
  /** The job board's URL query without `?`; '' is the plain board (every job). The gateway checks its filters. */
  search: z
    .string({ error: FIELD_MESSAGES.required })
    .max(JOB_ALERT_SEARCH_MAX_LENGTH, FIELD_MESSAGES.tooLong(JOB_ALERT_SEARCH_MAX_LENGTH)),
  frequency: z.enum(JOB_ALERT_FREQUENCIES, { error: FIELD_MESSAGES.oneOf(JOB_ALERT_FREQUENCIES) }),
  /** The language of the page the alert was made on: its mails and pages speak it. */
  locale: z.enum(LOCALES, { error: FIELD_MESSAGES.oneOf(LOCALES) }),
  captchaToken,
});
export type JobAlertSubscription = z.input<typeof jobAlertSubscriptionSchema>;

export const eventRegistrationSchema = z.object({
  eventName: requiredText(TITLE_MAX_LENGTH),
  name: requiredText(NAME_MAX_LENGTH),
  surname: requiredText(NAME_MAX_LENGTH),
  customerEmail: email,
  /** The contact address of the event's location, when it has one. */
  eventEmail: optionalEmail,
  phone,
  notes: optionalText(NOTES_MAX_LENGTH),
  date: requiredText(NAME_MAX_LENGTH),
  time: optionalText(NAME_MAX_LENGTH),
  eventAddress: optionalText(ADDRESS_MAX_LENGTH),
  locale: formLocale,
  captchaToken,
});
export type EventRegistration = z.input<typeof eventRegistrationSchema>;
export type ValidEventRegistration = z.output<typeof eventRegistrationSchema>;

/** The organisation's locations the company is interested in: a list, or one name as a plain string. */
const locations = z
  .union([z.array(requiredText(TITLE_MAX_LENGTH)).max(LOCATIONS_MAX_COUNT), requiredText(TITLE_MAX_LENGTH)])
  .nullish()
  .transform((value) => (value === null || value === undefined ? [] : Array.isArray(value) ? value : [value]));

export const companyRegistrationSchema = z.object({
  companyName: requiredText(TITLE_MAX_LENGTH),
  email,
  contactName: requiredText(NAME_MAX_LENGTH),
  notes: optionalText(NOTES_MAX_LENGTH),
  phone,
  locations,
  locale: formLocale,
  captchaToken,
});
export type CompanyRegistration = z.input<typeof companyRegistrationSchema>;
export type ValidCompanyRegistration = z.output<typeof companyRegistrationSchema>;

export const captchaVerificationSchema = z.object({
  payload: z.string({ error: FIELD_MESSAGES.required }).min(1, FIELD_MESSAGES.required).max(CAPTCHA_TOKEN_MAX_LENGTH),
});
export type CaptchaVerification = z.input<typeof captchaVerificationSchema>;

/** The answer to an accepted submission: delivered right away (201) or stored for a later attempt (202). */
export interface SubmissionReceipt {
  id: string;
  status: 'delivered' | 'accepted';
}

/** The answer to a refused submission. `errors` names each invalid field (400). */
export interface SubmissionProblem {
  message: string;
  errors?: Record<string, string>;
}

export interface CaptchaScore {
  score: number;
}

/** One message per invalid field: the first problem zod found for it. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}
