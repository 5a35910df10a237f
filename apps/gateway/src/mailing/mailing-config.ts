import path from 'node:path';
import { z } from 'zod';
import { NEWSLETTER_LIST_ID } from '@jobpoint/mailing-client';
import { ADDRESS_MAIL_WINDOW_MS } from './address-mail-limit';
import type { OutboxStore } from './outbox';

/** The score below which reCAPTCHA Enterprise counts a visitor as a bot, unless configured. */
export const DEFAULT_CAPTCHA_MIN_SCORE = 0.5;

const url = z.url({ protocol: /^https?$/ });
const optionalSecret = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);
const emailAddress = z.email();

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const listIds = z
  .string()
  .transform((text) => text.split(',').map((part) => Number(part.trim())))
  .pipe(z.array(z.number().int().positive()).min(1));

const mailingEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PUBLIC_URL: url.default('http://localhost:4200'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
  /** Says that this gateway is the site's only one, so production may keep the outbox in DATA_DIR (SQLite). */
  OUTBOX_SINGLE_GATEWAY: z.stringbool().default(false),
  BREVO_API_KEY: optionalSecret,
  BREVO_API_URL: url.default('https://api.brevo.com/v3'),
  BREVO_DOI_TEMPLATE_ID: z.coerce.number().int().positive().optional(),
  BREVO_DOI_REDIRECT_URL: url.optional(),
  BREVO_ALLOWED_LIST_IDS: listIds.default([NEWSLETTER_LIST_ID]),
  BREVO_TIMEOUT_MS: positiveInt(10_000),
  MAIL_SENDER_EMAIL: emailAddress.default('website@jobpoint.local'),
  MAIL_SENDER_NAME: z.string().min(1).default('jobpoint berlin'),
  EVENT_REGISTRATION_EMAIL: emailAddress.default('veranstaltungen@jobpoint.local'),
  COMPANY_REGISTRATION_EMAIL: emailAddress.default('unternehmen@jobpoint.local'),
  CAPTCHA_SITE_KEY: optionalSecret,
  CAPTCHA_SECRET: optionalSecret,
  CAPTCHA_PROJECT_ID: optionalSecret,
  CAPTCHA_API_URL: url.default('https://recaptchaenterprise.googleapis.com/v1'),
  CAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(DEFAULT_CAPTCHA_MIN_SCORE),
  MAILING_RATE_LIMIT_MAX: positiveInt(10),
  MAILING_RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  MAILING_ADDRESS_LIMIT_WINDOW_MS: positiveInt(ADDRESS_MAIL_WINDOW_MS),
  OUTBOX_MAX_ATTEMPTS: positiveInt(10),
  OUTBOX_RETRY_BASE_MS: positiveInt(2_000),
  OUTBOX_RETRY_MAX_MS: positiveInt(10 * 60_000),
  OUTBOX_POLL_MS: positiveInt(1_000),
  OUTBOX_RETENTION_DAYS: positiveInt(30),
  JOB_ALERTS_SCHEDULE_MS: positiveInt(60_000),
});

export interface CaptchaConfig {
  siteKey: string;
  secret: string;
  projectId: string;
  apiUrl: string;
  minScore: number;
}

export interface BrevoConfig {
  apiKey: string;
  apiUrl: string;
  timeoutMs: number;
}

export interface MailingConfig {
  production: boolean;
  dataDir: string;
  /** DATA_DIR/outbox.sqlite, or the PostgreSQL database of DATABASE_URL that several gateways share. */
  outbox: OutboxStore;
  mailboxDir: string;
  /** Null: deliver into the local mailbox instead of Brevo (the local default). */
  brevo: BrevoConfig | null;
  providerTimeoutMs: number;
  doubleOptIn: { templateId: number; redirectionUrl: string };
  allowedListIds: number[];
  sender: { email: string; name: string };
  recipients: { event: string; company: string };
  /** Null: no captcha check (allowed only outside production). */
  captcha: CaptchaConfig | null;
  rateLimit: { max: number; windowMs: number };
  /** At most one mail before confirmation per address and form in this time, on top of the rate limit per client. */
  addressLimit: { windowMs: number };
  retry: { maxAttempts: number; baseMs: number; maxMs: number; pollMs: number };
  retentionDays: number;
  /** The site's origin (PUBLIC_URL), for links in mails. */
  siteOrigin: string;
  /** How often each gateway looks for job alerts that are due. */
  jobAlertScheduleMs: number;
}

/** The local mailbox shows the template Brevo would use; any positive id will do there. */
const LOCAL_DOI_TEMPLATE_ID = 1;

/**
 * Reads the mailing settings once at start. Outside production everything has a local default: no
 * Brevo key means the local mailbox, no captcha secret means no captcha check. In production a missing
 * mail key or captcha secret stops the gateway, so the site never runs with the forms unprotected or
 * writing into a folder nobody reads.
 */
export function loadMailingConfig(env: NodeJS.ProcessEnv = process.env): MailingConfig {
  const parsed = mailingEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid mailing configuration:\n${describeIssues(parsed.error.issues)}`);
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  const problems: string[] = [];

  if (production) {
    for (const name of [
      'BREVO_API_KEY',
      'BREVO_DOI_TEMPLATE_ID',
      'CAPTCHA_SECRET',
      'CAPTCHA_SITE_KEY',
      'CAPTCHA_PROJECT_ID',
    ] as const) {
      if (values[name] === undefined) {
        problems.push(`  ${name}: is required in production`);
      }
    }
    // Two gateways with an outbox file each would split the submissions between two machines' disks.
    if (values.DATABASE_URL === undefined && !values.OUTBOX_SINGLE_GATEWAY) {
      problems.push(
        '  DATABASE_URL: is required in production (the outbox every gateway shares), unless OUTBOX_SINGLE_GATEWAY=true says this is the only gateway',
      );
    }
  }
  if (values.BREVO_API_KEY && values.BREVO_DOI_TEMPLATE_ID === undefined) {
    problems.push('  BREVO_DOI_TEMPLATE_ID: is required with BREVO_API_KEY (the double opt-in confirmation template)');
  }
  if (values.CAPTCHA_SECRET && (!values.CAPTCHA_SITE_KEY || !values.CAPTCHA_PROJECT_ID)) {
    problems.push('  CAPTCHA_SITE_KEY, CAPTCHA_PROJECT_ID: are required with CAPTCHA_SECRET');
  }
  if (problems.length > 0) {
    throw new Error(`Invalid mailing configuration:\n${problems.join('\n')}`);
  }

  const dataDir = path.resolve(values.DATA_DIR);
  const publicOrigin = new URL(values.PUBLIC_URL).origin;
  return {
    production,
    dataDir,
    outbox: values.DATABASE_URL ? { databaseUrl: values.DATABASE_URL } : { file: path.join(dataDir, 'outbox.sqlite') },
    mailboxDir: path.join(dataDir, 'mailbox'),
    brevo: values.BREVO_API_KEY
      ? {
          apiKey: values.BREVO_API_KEY,
          apiUrl: values.BREVO_API_URL.replace(/\/+$/, ''),
          timeoutMs: values.BREVO_TIMEOUT_MS,
        }
      : null,
    providerTimeoutMs: values.BREVO_TIMEOUT_MS,
    doubleOptIn: {
      templateId: values.BREVO_DOI_TEMPLATE_ID ?? LOCAL_DOI_TEMPLATE_ID,
      redirectionUrl: values.BREVO_DOI_REDIRECT_URL ?? `${publicOrigin}/newsletter`,
    },
    allowedListIds: values.BREVO_ALLOWED_LIST_IDS,
    sender: { email: values.MAIL_SENDER_EMAIL, name: values.MAIL_SENDER_NAME },
    recipients: { event: values.EVENT_REGISTRATION_EMAIL, company: values.COMPANY_REGISTRATION_EMAIL },
    captcha:
      values.CAPTCHA_SECRET && values.CAPTCHA_SITE_KEY && values.CAPTCHA_PROJECT_ID
        ? {
            siteKey: values.CAPTCHA_SITE_KEY,
            secret: values.CAPTCHA_SECRET,
            projectId: values.CAPTCHA_PROJECT_ID,
            apiUrl: values.CAPTCHA_API_URL.replace(/\/+$/, ''),
            minScore: values.CAPTCHA_MIN_SCORE,
          }
        : null,
    rateLimit: { max: values.MAILING_RATE_LIMIT_MAX, windowMs: values.MAILING_RATE_LIMIT_WINDOW_MS },
    addressLimit: { windowMs: values.MAILING_ADDRESS_LIMIT_WINDOW_MS },
    retry: {
      maxAttempts: values.OUTBOX_MAX_ATTEMPTS,
      baseMs: values.OUTBOX_RETRY_BASE_MS,
      maxMs: values.OUTBOX_RETRY_MAX_MS,
      pollMs: values.OUTBOX_POLL_MS,
    },
    retentionDays: values.OUTBOX_RETENTION_DAYS,
    siteOrigin: publicOrigin,
    jobAlertScheduleMs: values.JOB_ALERTS_SCHEDULE_MS,
  };
}

function describeIssues(issues: z.core.$ZodIssue[]): string {
  return issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
}
