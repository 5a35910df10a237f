#!/usr/bin/env node
/**
 * The gateway's outbox of form submissions (newsletter, event and company registrations), from the shell.
 *
 *   node tools/outbox.mjs [list] [--status pending|delivered|failed]   lists entries with their recipients
 *   node tools/outbox.mjs retry <id> [<id> …]                          queues failed entries again
 *   node tools/outbox.mjs retry --failed                               queues every failed entry again
 *
 * The outbox is DATA_DIR/outbox.sqlite (DATA_DIR defaults to .data, relative to the current folder, as
 * for the gateway). A running gateway picks queued entries up within a second. The tables are the ones
 * apps/gateway/src/mailing/outbox.ts creates.
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';

const STATUSES = ['pending', 'delivered', 'failed'];

function usage(message) {
  if (message) {
    console.error(message);
  }
  console.error('usage: node tools/outbox.mjs [list] [--status pending|delivered|failed] | retry (--failed | <id>…)');
  process.exit(2);
}

function openOutbox() {
  const file = path.resolve(process.env.DATA_DIR ?? '.data', 'outbox.sqlite');
  if (!existsSync(file)) {
    console.error(`No outbox at ${file} (the gateway creates it on its first start; set DATA_DIR if it runs elsewhere).`);
    process.exit(1);
  }
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  return { db, file };
}

function time(ms) {
  return ms ? new Date(ms).toISOString().replace('T', ' ').slice(0, 19) : '-';
}

function list(status) {
  const { db, file } = openOutbox();
  const entries = status
    ? db.prepare('SELECT * FROM outbox_entries WHERE status = ? ORDER BY created_at').all(status)
    : db.prepare('SELECT * FROM outbox_entries ORDER BY created_at').all();
  const deliveries = db.prepare('SELECT * FROM outbox_deliveries WHERE entry_id = ? ORDER BY recipient');
  const counts = db.prepare('SELECT status, COUNT(*) AS count FROM outbox_entries GROUP BY status').all();
  console.info(`${file}: ${STATUSES.map((s) => `${counts.find((c) => c.status === s)?.count ?? 0} ${s}`).join(', ')}`);
  for (const entry of entries) {
    const next = entry.status === 'pending' ? `, next attempt ${time(entry.next_attempt_at)}` : '';
    console.info(`\n${entry.id}  ${entry.kind}  ${entry.status}  created ${time(entry.created_at)}, ${entry.attempts} attempt(s)${next}`);
    for (const delivery of deliveries.all(entry.id)) {
      const error = delivery.last_error && delivery.status !== 'sent' ? `  (${delivery.last_error})` : '';
      console.info(`  ${delivery.recipient.padEnd(12)} ${delivery.address.padEnd(36)} ${delivery.status}${error}`);
    }
  }
  db.close();
}

/** Same as Outbox.retryFailed: a fresh budget of attempts; rejected and held deliveries are tried again. */
function retry(ids, allFailed) {
  const { db } = openOutbox();
  const now = Date.now();
  const targets = allFailed ? db.prepare(`SELECT id FROM outbox_entries WHERE status = 'failed'`).all().map((row) => row.id) : ids;
  const requeueEntry = db.prepare(
    `UPDATE outbox_entries SET status = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL, lease_until = NULL, updated_at = ?
     WHERE id = ? AND status = 'failed'`,
  );
  const requeueDeliveries = db.prepare(
    `UPDATE outbox_deliveries SET status = 'pending', in_doubt_since = NULL WHERE entry_id = ? AND status IN ('rejected', 'held', 'sending')`,
  );
  const requeued = db
    .transaction(() =>
      targets.filter((id) => {
        const changed = requeueEntry.run(now, now, id).changes === 1;
        if (changed) {
          requeueDeliveries.run(id);
        }
        return changed;
      }),
    )
    .immediate();
  for (const id of targets) {
    console.info(`${id}: ${requeued.includes(id) ? 'queued again' : 'not a failed entry, left as it is'}`);
  }
  if (targets.length === 0) {
    console.info('No failed entries.');
  }
  db.close();
}

const [command = 'list', ...rest] = process.argv.slice(2);
if (command === 'list') {
  const statusIndex = rest.indexOf('--status');
  const status = statusIndex >= 0 ? rest[statusIndex + 1] : undefined;
  if (statusIndex >= 0 && !STATUSES.includes(status)) {
    usage(`unknown status: ${status}`);
  }
  list(status);
} else if (command === 'retry') {
  const allFailed = rest.includes('--failed');
  const ids = rest.filter((arg) => !arg.startsWith('--'));
  if (!allFailed && ids.length === 0) {
    usage('retry needs --failed or entry ids');
  }
  retry(ids, allFailed);
} else {
  usage(`unknown command: ${command}`);
}
