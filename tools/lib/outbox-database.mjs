import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * The gateways' outbox database, as the tools open it: the PostgreSQL database of DATABASE_URL (as for
 * the gateways), or DATA_DIR/outbox.sqlite (DATA_DIR defaults to .data, relative to the current folder,
 * as for the gateway). Ends the process with a message when there is no outbox yet.
 */
export function openOutboxDatabase() {
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

/** A time for people: UTC, to the second; '-' for none. */
export function formatTime(ms) {
  return ms ? new Date(Number(ms)).toISOString().replace('T', ' ').slice(0, 19) : '-';
}
