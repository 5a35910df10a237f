import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openMailDesk, type MailDeskOptions } from '../mail-desk';
import { loadMailingConfig, type MailingConfig } from '../mailing-config';
import { mailingPlugin } from '../mailing-plugin';
import { Outbox } from '../outbox';

/** Settings that make the tests quick: short timeouts and retry delays, a fresh data folder. */
export function testEnv(dataDir: string, brevoUrl?: string): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(brevoUrl ? { BREVO_API_KEY: 'test-brevo-key', BREVO_API_URL: brevoUrl, BREVO_DOI_TEMPLATE_ID: '7' } : {}),
    BREVO_DOI_REDIRECT_URL: 'https://site.test/newsletter?bestaetigt=1',
    EVENT_REGISTRATION_EMAIL: 'events@org.test',
    COMPANY_REGISTRATION_EMAIL: 'companies@org.test',
    BREVO_TIMEOUT_MS: '1500',
    OUTBOX_RETRY_BASE_MS: '100',
    OUTBOX_POLL_MS: '50',
  };
}

export function temporaryDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'jobpoint-mailing-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The form endpoints on their own; `options` gives the outbox's desk a clock or metrics. */
export async function startMailingApp(
  env: NodeJS.ProcessEnv,
  options: Pick<MailDeskOptions, 'now' | 'metrics'> = {},
): Promise<{ app: FastifyInstance; config: MailingConfig }> {
  const config = loadMailingConfig(env);
  const app = Fastify({ logger: false });
  await app.register(mailingPlugin, { desk: await openMailDesk(app, { config, ...options }) });
  await app.ready();
  return { app, config };
}

/** Reads the outbox the way tools/outbox.mjs does: a second connection to the same database. */
export function openOutbox(config: MailingConfig): Promise<Outbox> {
  return Outbox.open(config.outbox);
}

export async function eventually<T>(
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error('condition not met in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const NEWSLETTER = { email: 'ada@example.org', listId: 2, acceptedTerms: true };

/** What the mails take from the mailing settings, for specs that write mails without a gateway. */
export const MAIL_SETTINGS = {
  doubleOptIn: { templateId: 7, redirectionUrl: 'https://site.test/newsletter/danke' },
  sender: { email: 'website@org.test', name: 'jobpoint berlin' },
  recipients: { event: 'events@org.test', company: 'firmen@org.test' },
};

export const EVENT = {
  eventName: 'Jobdating im Wedding',
  name: 'Ada',
  surname: 'Lovelace',
  customerEmail: 'ada@example.org',
  eventEmail: 'wedding@org.test',
  phone: '+49 30 1234567',
  notes: 'Ich komme mit Lebenslauf.',
  date: '2030-05-14',
  time: '10:00',
  eventAddress: 'Müllerstraße 1, 13353 Berlin',
};

export const COMPANY = {
  companyName: 'Muster GmbH',
  email: 'hr@muster.example',
  contactName: 'Grace Hopper',
  notes: 'Wir suchen Auszubildende.',
  phone: '030 987654',
  locations: ['Wedding', 'Neukölln'],
};
