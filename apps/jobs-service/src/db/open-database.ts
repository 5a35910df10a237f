import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { generateDemoData } from '../data/demo-data';
import { SCHEMA_SQL, SCHEMA_VERSION, TABLES } from './schema';
import { seedDatabase } from './seed-database';

export interface OpenDatabaseOptions {
  /** A file path, or ':memory:' for tests. */
  filename: string;
  /** The day the demo dates are relative to; defaults to now. */
  today?: Date;
}

/**
 * Opens the database, creating the tables and seeding the demo data when they are missing or of an older
 * schema version. A database that already holds jobs is left as it is, so a restart changes nothing.
 */
export function openDatabase({ filename, today = new Date() }: OpenDatabaseOptions): Database.Database {
  if (filename !== ':memory:') mkdirSync(path.dirname(filename), { recursive: true });
  const db = new Database(filename);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // IMMEDIATE: two processes starting on the same file must not both seed it.
  db.transaction(() => {
    if (db.pragma('user_version', { simple: true }) !== SCHEMA_VERSION) {
      for (const table of TABLES) db.exec(`DROP TABLE IF EXISTS ${table}`);
      db.exec(SCHEMA_SQL);
      db.pragma(`user_version = ${SCHEMA_VERSION}`);
    }
    const { count } = db.prepare('SELECT COUNT(*) AS count FROM jobs').get() as { count: number };
    if (count === 0) seedDatabase(db, generateDemoData(today));
  }).immediate();
  return db;
}
