#!/usr/bin/env node
/**
 * The job alerts, from the shell.
 *
 *   node tools/job-alerts.mjs [list]          lists the alerts; addresses are shown masked (a…@example.org)
 *   node tools/job-alerts.mjs run --due-now   runs every confirmed alert now, as if it were due, and waits
 *                                             until the gateways have mailed (or skipped) each run
 *   node tools/job-alerts.mjs delete --email <address>
 *                                             ends every alert of an address and deletes its data (a
 *                                             person's request by another way than the alert's links)
 *
 * The database is the gateways' outbox (DATABASE_URL, or DATA_DIR/outbox.sqlite: see tools/outbox.mjs).
 * A run is queued the way the gateways' schedule queues it (apps/gateway/src/job-alerts/
 * job-alert-schedule.mjs), so it is mailed once even while gateways run their own schedule; a running
 * gateway delivers it within a second. Each run's period starts again from now.
 */
import { deleteAlert, queueDueAlerts } from '../apps/gateway/src/job-alerts/job-alert-schedule.mjs';
import { formatTime, openOutboxDatabase } from './lib/outbox-database.mjs';

/** How long `run` waits for a gateway to deliver the queued runs. */
const WAIT_MS = 60_000;
const POLL_MS = 250;

function usage(message) {
  if (message) {
    console.error(message);
  }
  console.error('usage: node tools/job-alerts.mjs [list] | run --due-now | delete --email <address>');
  process.exit(2);
}

/** `anna.schmidt@example.org` → `a…@example.org`: enough to tell alerts apart, not to read the address. */
function maskAddress(address) {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address[0]}…${address.slice(at)}` : '…';
}

async function list(db, where) {
  const alerts = await db.selectFrom('job_alerts').selectAll().orderBy('created_at').orderBy('id').execute();
  const confirmed = alerts.filter((alert) => alert.confirmed_at !== null).length;
  console.info(`${where}: ${confirmed} confirmed, ${alerts.length - confirmed} awaiting confirmation`);
  for (const alert of alerts) {
    const state =
      alert.confirmed_at === null
        ? `unconfirmed since ${formatTime(alert.created_at)}`
        : `${alert.frequency}, next run ${formatTime(alert.due_at)}, last mail ${formatTime(alert.last_mail_at)}`;
    console.info(`\n${alert.id}  ${maskAddress(alert.email)}  ${alert.locale}  ${state}`);
    console.info(`  search: ${alert.search ? `?${alert.search}` : '(all jobs)'}`);
  }
}

/** What became of a queued run, in words. */
function outcomeOf(entry, delivery) {
  if (entry === undefined) {
    return 'ended meanwhile';
  }
  if (entry.status === 'pending') {
    return 'still waiting (is a gateway running on this database?)';
  }
  if (delivery?.status === 'sent') {
    return 'mailed';
  }
  if (delivery?.status === 'skipped') {
    return 'no new jobs, no mail';
  }
  return `${entry.status}: ${delivery?.last_error ?? delivery?.status ?? ''}`;
}

async function run(db) {
  const queued = await queueDueAlerts(db, { now: Date.now(), dueNow: true });
  if (queued.length === 0) {
    console.info('No confirmed alerts.');
    return 0;
  }
  console.error(`Queued ${queued.length} run(s); waiting for a gateway to deliver them…`);
  const deadline = Date.now() + WAIT_MS;
  let entries = [];
  while (Date.now() < deadline) {
    entries = await db.selectFrom('outbox_entries').select(['id', 'status', 'job_alert_id']).where('id', 'in', queued).execute();
    if (entries.every((entry) => entry.status !== 'pending')) {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const deliveries = await db.selectFrom('outbox_deliveries').select(['entry_id', 'status', 'last_error']).where('entry_id', 'in', queued).execute();
  let problems = 0;
  for (const id of queued) {
    const entry = entries.find((candidate) => candidate.id === id);
    const delivery = deliveries.find((candidate) => candidate.entry_id === id);
    if (entry !== undefined && entry.status !== 'delivered') {
      problems += 1;
    }
    console.info(`${entry?.job_alert_id ?? id}  ${outcomeOf(entry, delivery)}`);
  }
  return problems === 0 ? 0 : 1;
}

async function remove(db, email) {
  const alerts = await db.selectFrom('job_alerts').select('id').where('email', '=', email).execute();
  for (const { id } of alerts) {
    await deleteAlert(db, id, Date.now());
  }
  console.info(`${alerts.length} alert(s) of ${maskAddress(email)} ended and deleted.`);
  return 0;
}

const [command = 'list', ...rest] = process.argv.slice(2);
const commands = {
  list: (db, where) => list(db, where).then(() => 0),
  run: (db) => run(db),
  delete: (db) => remove(db, rest[rest.indexOf('--email') + 1]),
};
if (!Object.hasOwn(commands, command)) {
  usage(`unknown command: ${command}`);
}
if (command === 'run' && !rest.includes('--due-now')) {
  usage('run needs --due-now (the gateways run due alerts on their own)');
}
if (command === 'delete' && !rest[rest.indexOf('--email') + 1]?.includes('@')) {
  usage('delete needs --email <address>');
}
const { db, where } = openOutboxDatabase();
let exitCode = 0;
try {
  exitCode = await commands[command](db, where);
} finally {
  await db.destroy();
}
process.exit(exitCode);
