import Database from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Where the site's state lives: a SQLite file (one machine, the default) or a PostgreSQL database shared by several gateways. */
export type SiteDatabaseLocation = { file: string } | { databaseUrl: string };

/** How long a SQLite writer waits for another process (a second gateway, tools/outbox.mjs) to finish. */
const BUSY_TIMEOUT_MS = 5_000;
/** Connections of one gateway process to PostgreSQL. */
const POOL_SIZE = 10;
const PG_INT8 = 20;

/** One query layer (Kysely) for both databases. */
export function openSiteDatabase<Tables>(location: SiteDatabaseLocation): Kysely<Tables> {
  return 'databaseUrl' in location ? connectPostgres(location.databaseUrl) : openSqlite(location.file);
}

/**
 * Brings the tables of one part of the gateway (the outbox, the previews) up to date, with a migration
 * table of its own (`{part}_migration`), so each part's migrations stay its own. PostgreSQL: under an
 * advisory lock, so gateways may start together. When it fails the database is closed.
 */
export async function migrateSiteDatabase<Tables>(db: Kysely<Tables>, part: string, provider: MigrationProvider): Promise<void> {
  const migrator = new Migrator({ db, provider, migrationTableName: `${part}_migration`, migrationLockTableName: `${part}_migration_lock` });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(`${part}: migration failed: ${String(error)}`);
  }
}

/** WAL with synchronous=FULL makes a commit survive a killed process and a power cut. */
function openSqlite<Tables>(file: string): Kysely<Tables> {
  mkdirSync(path.dirname(file), { recursive: true });
  const database = new Database(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return new Kysely<Tables>({ dialect: new SqliteDialect({ database }) });
}

/** bigint columns (the times) come back as numbers: milliseconds since the epoch fit easily. */
function connectPostgres<Tables>(connectionString: string): Kysely<Tables> {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A connection the server closed (a restart, a failover) is dropped from the pool and the next query
  // opens a new one, whose failure its caller sees; unheard, the connection's error would end the process.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}
