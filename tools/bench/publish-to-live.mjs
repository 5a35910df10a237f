#!/usr/bin/env node
/**
 * How long a change an editor publishes takes to be in the page the site serves: from the CMS's answer to
 * the publishing request until the page (cached before the change) shows it. Measured on `/` (the
 * announcement every page shows) and on an article (its title), with the running site's gateway, which the
 * CMS's webhook calls, and with two more gateways on a throw-away PostgreSQL, measured on the one that is
 * not called. Strapi's admin accepts no webhook to a local address in production mode, so for those two
 * the benchmark delivers the CMS's call itself, with Strapi's body, once the CMS has answered; the first
 * figure includes Strapi's own sending. Needs the local stack (`npm start`) and, for the second part,
 * Debian's PostgreSQL.
 * Usage: node tools/bench/publish-to-live.mjs   Env: BASE_URL, CMS_URL, PUBLISH_ROUNDS (5).
 * Prints the median and the slowest round per page; nothing here asserts on time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openCmsEditor } from '../scripts/cms-editor.mjs';
import { freePort, postgresMissingReason, startTemporaryPostgres } from '../scripts/temporary-postgres.mjs';
import { gatewayReady, startGateway, stopGateway } from './lib/gateway-process.mjs';
import { percentile } from './lib/stats.mjs';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:4200').replace(/\/$/, '');
const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
const ROUNDS = Number(process.env.PUBLISH_ROUNDS ?? 5);
const WEBHOOK_SECRET = process.env.CMS_WEBHOOK_SECRET ?? 'local-cms-webhook-secret';
/** A change that takes longer than this is reported as not arrived. */
const GIVE_UP_MS = 120_000;
const POLL_MS = 20;

const editor = await openCmsEditor({ cmsUrl: CMS_URL });

/** What the benchmark changes: a text field of an entry, published, and the page that shows it. */
async function targets() {
  const notification = await editor.get('/api/notification?locale=de');
  const articles = await editor.get('/api/articles?locale=de&fields[0]=title&fields[1]=slug&pagination[pageSize]=1&sort=publishedAt:desc');
  const article = articles.data[0];
  return [
    {
      name: '/ (the announcement)',
      path: '/',
      original: notification.data.Ankuendigung,
      publish: (text) => editor.put('/api/notification?locale=de&status=published', { Ankuendigung: text }),
      webhook: { event: 'entry.publish', model: 'notification', uid: 'api::notification.notification', entry: { locale: 'de' } },
    },
    {
      name: `an article (/ratgeber/${article.slug})`,
      path: `/ratgeber/${encodeURIComponent(article.slug)}`,
      original: article.title,
      publish: (text) => editor.put(`/api/articles/${article.documentId}?locale=de&status=published`, { title: text }),
      webhook: { event: 'entry.publish', model: 'article', uid: 'api::article.article', entry: { locale: 'de' } },
    },
  ];
}

async function pageText(baseUrl, pagePath) {
  const response = await fetch(`${baseUrl}${pagePath}`);
  return { text: await response.text(), cache: response.headers.get('x-cache') };
}

/** Sends the CMS's webhook call for `target` to the gateway at `baseUrl`. */
async function deliverWebhook(baseUrl, target) {
  const response = await fetch(`${baseUrl}/api/cms-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-cms-webhook-secret': WEBHOOK_SECRET },
    body: JSON.stringify({ ...target.webhook, createdAt: new Date().toISOString() }),
  });
  if (response.status !== 204) {
    throw new Error(`${baseUrl}/api/cms-webhook answered ${response.status}`);
  }
}

/**
 * One round: the page is cached on every gateway, the change is published (and, where `calledUrl` is
 * given, the CMS's call delivered there), the last gateway is asked until its page shows it.
 */
async function round(target, baseUrls, index, calledUrl) {
  for (const baseUrl of baseUrls) {
    await pageText(baseUrl, target.path);
    const { cache } = await pageText(baseUrl, target.path);
    if (cache !== 'HIT') {
      throw new Error(`${baseUrl}${target.path} is not served from the page cache (${cache}); the figure would mean nothing`);
    }
  }
  const marker = `Geaendert${Date.now().toString(36)}x${index}`;
  await target.publish(`${target.original} ${marker}`);
  const answered = performance.now();
  if (calledUrl) {
    await deliverWebhook(calledUrl, target);
  }
  const measured = baseUrls.at(-1);
  while (!(await pageText(measured, target.path)).text.includes(marker)) {
    if (performance.now() - answered > GIVE_UP_MS) {
      return Number.POSITIVE_INFINITY;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return performance.now() - answered;
}

async function measure(label, baseUrls, calledUrl) {
  for (const target of await targets()) {
    const times = [];
    try {
      for (let index = 0; index < ROUNDS; index += 1) {
        times.push(await round(target, baseUrls, index, calledUrl));
      }
    } finally {
      await target.publish(target.original);
      if (calledUrl) {
        await deliverWebhook(calledUrl, target);
      }
    }
    const format = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : `not within ${GIVE_UP_MS / 1000} s`);
    console.info(`${label.padEnd(34)} ${target.name.padEnd(48)} median ${format(percentile(times, 0.5))}, slowest ${format(Math.max(...times))} (${ROUNDS} rounds)`);
  }
}

try {
  await measure('one gateway', [BASE_URL]);

  const missing = postgresMissingReason();
  if (missing) {
    console.info(`two gateways on PostgreSQL: skipped, ${missing}`);
  } else {
    const cluster = await startTemporaryPostgres({ label: 'publish-to-live' });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-publish-'));
    const gateways = [];
    try {
      const databaseUrl = await cluster.createDatabase('site');
      const ports = [await freePort(), await freePort()];
      for (const [index, port] of ports.entries()) {
        gateways.push(startGateway(port, { DATABASE_URL: databaseUrl, DATA_DIR: path.join(dataDir, String(index)), PUBLIC_URL: BASE_URL }));
      }
      await Promise.all(ports.map((port, index) => gatewayReady(gateways[index], port)));
      // The call reaches the first gateway, as a load balancer sends it to one of them.
      const urls = ports.map((port) => `http://127.0.0.1:${port}`);
      await measure('two gateways, measured on the other', urls, urls[0]);
    } finally {
      await Promise.all(gateways.map(stopGateway));
      await cluster.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await editor.close();
}
