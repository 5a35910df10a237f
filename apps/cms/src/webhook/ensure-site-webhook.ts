import type { Core } from '@strapi/strapi';

import { LOCAL_DEFAULTS, LOCAL_WEBHOOK_URL } from '../local-defaults';

export const SITE_WEBHOOK_NAME = 'Website cache';
export const SITE_WEBHOOK_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'media.create',
  'media.update',
  'media.delete',
];

interface Webhook {
  id: number | string;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
}

interface WebhookStore {
  findWebhooks(): Promise<Webhook[]>;
  createWebhook(data: Omit<Webhook, 'id' | 'isEnabled'>): Promise<Webhook>;
  updateWebhook(id: Webhook['id'], data: Omit<Webhook, 'id'>): Promise<Webhook | null>;
}

interface WebhookRunner {
  add(webhook: Webhook): void;
  update(webhook: Webhook): void;
}

/**
 * The webhook that tells the site's gateway what changed, so it drops its cached CMS answers and pages
 * (ADR 143): created or brought up to date on every start from SITE_WEBHOOK_URL and CMS_WEBHOOK_SECRET,
 * so the environment always wins over edits in the admin. SITE_WEBHOOK_URL set to the empty string
 * disables it. Strapi loaded the stored webhooks before this runs, so its runner is told as well.
 */
export async function ensureSiteWebhook(strapi: Core.Strapi): Promise<void> {
  const url = process.env.SITE_WEBHOOK_URL ?? LOCAL_WEBHOOK_URL;
  const store = strapi.get('webhookStore') as WebhookStore;
  const runner = strapi.get('webhookRunner') as WebhookRunner;
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === SITE_WEBHOOK_NAME);
  if (url === '') {
    if (existing?.isEnabled) runner.update((await store.updateWebhook(existing.id, { ...existing, isEnabled: false })) ?? existing);
    strapi.log.info(`Webhook "${SITE_WEBHOOK_NAME}" disabled: SITE_WEBHOOK_URL is empty`);
    return;
  }
  const webhook = {
    name: SITE_WEBHOOK_NAME,
    url,
    headers: { 'x-cms-webhook-secret': process.env.CMS_WEBHOOK_SECRET || LOCAL_DEFAULTS.webhookSecret },
    events: SITE_WEBHOOK_EVENTS,
  };
  if (existing) {
    const updated = await store.updateWebhook(existing.id, { ...webhook, isEnabled: true });
    if (updated) runner.update(updated);
  } else {
    runner.add(await store.createWebhook(webhook));
  }
  strapi.log.info(`Webhook "${SITE_WEBHOOK_NAME}" calls ${url}`);
}
