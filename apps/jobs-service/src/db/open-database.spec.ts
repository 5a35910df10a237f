import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from './open-database';
import { SCHEMA_VERSION } from './schema';

describe('openDatabase', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'jobs-service-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const count = (db: ReturnType<typeof openDatabase>, table: string) =>
    (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

  it('creates the file in a missing folder and seeds it once; reopening duplicates nothing', () => {
    const filename = path.join(dir, 'nested', 'jobs.sqlite');
    const first = openDatabase({ filename });
    const jobs = count(first, 'jobs');
    const exhibitors = count(first, 'exhibition_companies');
    first.close();
    const second = openDatabase({ filename });
    expect(jobs).toBeGreaterThanOrEqual(150);
    expect(count(second, 'jobs')).toBe(jobs);
    expect(count(second, 'exhibition_companies')).toBe(exhibitors);
    second.close();
  });

  it('keeps the data of an already seeded database', () => {
    const filename = path.join(dir, 'jobs.sqlite');
    const first = openDatabase({ filename });
    first.prepare("UPDATE jobs SET title = 'Geänderter Titel' WHERE id = 1201").run();
    first.close();
    const second = openDatabase({ filename });
    expect(second.prepare('SELECT title FROM jobs WHERE id = 1201').get()).toEqual({ title: 'Geänderter Titel' });
    second.close();
  });

  it('rebuilds a database of an older schema version', () => {
    const filename = path.join(dir, 'jobs.sqlite');
    const first = openDatabase({ filename });
    first.prepare('DELETE FROM exhibition_companies').run();
    first.pragma(`user_version = ${SCHEMA_VERSION - 1}`);
    first.close();
    const second = openDatabase({ filename });
    expect(second.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(count(second, 'exhibition_companies')).toBeGreaterThan(0);
    second.close();
  });
});
