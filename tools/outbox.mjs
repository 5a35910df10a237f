#!/usr/bin/env node
/**
 * The gateway's outbox of form submissions (newsletter, event and company registrations), from the shell.
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
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { requeueFailed } from '../apps/gateway/src/mailing/outbox-requeue.mjs';

const STATUSES = ['pending', 'delivered', 'failed'];

function usage(message) {
  if (message) {
    console.error(message);
  }
  console.error('usage: node tools/outbox.mjs [list] [--status pending|delivered|failed] | retry (--failed | <id>…)');
  process.exit(2);
}

function openOutbox() {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (databaseUrl) {
    const { hostname, port, pathname } = new URL(databaseUrl);
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    return {
      db: new Kysely({ dialect: new PostgresDialect({ pool }) }),
      where: `postgres://${hostname}${port ? `:${port}` : ''}${pathname}`,
    };
  }
  const file = path.resolve(process.env.DATA_DIR ?? '.data', 'outbox.sqlite');
  if (!existsSync(file)) {
    console.error(
      `No outbox at ${file} (the gateway creates it on its first start; set DATA_DIR or DATABASE_URL if it runs elsewhere).`,
    );
    process.exit(1);
  }
  const database = new Database(file);
  database.pragma('busy_timeout = 5000');
  return { db: new Kysely({ dialect: new SqliteDialect({ database }) }), where: file };
}

function time(ms) {
  return ms ? new Date(Number(ms)).toISOString().replace('T', ' ').slice(0, 19) : '-';
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

const { db, where } = openOutbox();
try {
  await run(db, where);
} finally {
  await db.destroy();
}
