#!/usr/bin/env node
/**
 * The gateway's outbox of mails (form submissions, and the job alerts' confirmations and runs), from the shell.
 *
 *   node tools/outbox.mjs [list] [--status pending|delivered|failed]   lists entries with their recipients
 *   node tools/outbox.mjs retry <id> [<id> …]                          queues failed entries again
 *   node tools/outbox.mjs retry --failed                               queues every failed entry again
 *
 * With DATABASE_URL=postgres://… (as for the gateways) it works on that PostgreSQL database; otherwise on
 * DATA_DIR/outbox.sqlite (DATA_DIR defaults to .data, relative to the current folder, as for the gateway).
 * A running gateway picks queued entries up within a second. The tables are the ones
 * apps/gateway/src/mailing/outbox.ts creates; the queries are written with the same query builder.
 */
import { requeueFailed } from '../apps/gateway/src/mailing/outbox-requeue.mjs';
import { formatTime as time, openOutboxDatabase } from './lib/outbox-database.mjs';

const STATUSES = ['pending', 'delivered', 'failed'];

function usage(message) {
  if (message) {
    console.error(message);
  }
  console.error('usage: node tools/outbox.mjs [list] [--status pending|delivered|failed] | retry (--failed | <id>…)');
  process.exit(2);
}

async function list(db, where, status) {
  const entries = await db
    .selectFrom('outbox_entries')
    .selectAll()
    .$if(status !== undefined, (query) => query.where('status', '=', status))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const counts = await db
    .selectFrom('outbox_entries')
    .select(['status', (eb) => eb.fn.countAll().as('count')])
    .groupBy('status')
    .execute();
  console.info(`${where}: ${STATUSES.map((s) => `${counts.find((c) => c.status === s)?.count ?? 0} ${s}`).join(', ')}`);
  for (const entry of entries) {
    const next = entry.status === 'pending' ? `, next attempt ${time(entry.next_attempt_at)}` : '';
    console.info(
      `\n${entry.id}  ${entry.kind}  ${entry.status}  created ${time(entry.created_at)}, ${entry.attempts} attempt(s)${next}`,
    );
    const deliveries = await db
      .selectFrom('outbox_deliveries')
      .selectAll()
      .where('entry_id', '=', entry.id)
      .orderBy('recipient')
      .execute();
    for (const delivery of deliveries) {
      const error = delivery.last_error && delivery.status !== 'sent' ? `  (${delivery.last_error})` : '';
      console.info(`  ${delivery.recipient.padEnd(12)} ${delivery.address.padEnd(36)} ${delivery.status}${error}`);
    }
  }
}

async function retry(db, ids, allFailed) {
  const requeued = await requeueFailed(db, allFailed ? undefined : ids, Date.now());
  for (const id of allFailed ? requeued : ids) {
    console.info(`${id}: ${requeued.includes(id) ? 'queued again' : 'not a failed entry, left as it is'}`);
  }
  if (allFailed && requeued.length === 0) {
    console.info('No failed entries.');
  }
}

const [command = 'list', ...rest] = process.argv.slice(2);
let run;
if (command === 'list') {
  const statusIndex = rest.indexOf('--status');
  const status = statusIndex >= 0 ? rest[statusIndex + 1] : undefined;
  if (statusIndex >= 0 && !STATUSES.includes(status)) {
    usage(`unknown status: ${status}`);
  }
  run = (db, where) => list(db, where, status);
} else if (command === 'retry') {
  const allFailed = rest.includes('--failed');
  const ids = rest.filter((arg) => !arg.startsWith('--'));
  if (!allFailed && ids.length === 0) {
    usage('retry needs --failed or entry ids');
  }
  run = (db) => retry(db, ids, allFailed);
} else {
  usage(`unknown command: ${command}`);
}

const { db, where } = openOutboxDatabase();
try {
  await run(db, where);
} finally {
  await db.destroy();
}
