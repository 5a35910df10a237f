import type Database from 'better-sqlite3';
import {
  BERLIN_ZIP_CODES,
  CORPORATE_SECTORS,
  JOB_CATEGORIES,
  QUALIFICATIONS,
  WORK_TIME_CATEGORIES,
  type NamedEntry,
} from '../data/catalogues';
import type { DemoData } from '../data/demo-data';
import { prepareJobInsert, sqliteBoolean } from './insert-job';

function insertNamedEntries(db: Database.Database, table: string, entries: readonly NamedEntry[]): void {
  const insert = db.prepare(`INSERT INTO ${table} (id, name, name_en) VALUES (@id, @name, @name_en)`);
  for (const entry of entries) insert.run(entry);
}

/** Writes the catalogues and the demo data into empty tables. The caller holds the transaction. */
export function seedDatabase(db: Database.Database, data: DemoData): void {
  insertNamedEntries(db, 'job_categories', JOB_CATEGORIES);
  insertNamedEntries(db, 'corporate_sectors', CORPORATE_SECTORS);
  insertNamedEntries(db, 'qualifications', QUALIFICATIONS);
  insertNamedEntries(db, 'work_time_categories', WORK_TIME_CATEGORIES);
  const insertZip = db.prepare('INSERT INTO zip_codes (id, zip, place_name) VALUES (?, ?, ?)');
  BERLIN_ZIP_CODES.forEach((entry, index) => insertZip.run(index + 1, entry.zip, entry.place_name));

  const companyColumns = Object.keys(data.companies[0]);
  const insertCompany = db.prepare(
    `INSERT INTO companies (${companyColumns.join(', ')}) VALUES (${companyColumns.map((c) => `@${c}`).join(', ')})`,
  );
  for (const company of data.companies) insertCompany.run(company);

  const contactColumns = Object.keys(data.contactPersons[0]);
  const insertContact = db.prepare(
    `INSERT INTO contact_persons (${contactColumns.join(', ')}) VALUES (${contactColumns.map((c) => `@${c}`).join(', ')})`,
  );
  for (const person of data.contactPersons) {
    insertContact.run({ ...person, call_by_first_name: sqliteBoolean(person.call_by_first_name) });
  }

  const companyNames = new Map(data.companies.map((company) => [company.id, `${company.name} ${company.legal}`]));
  const insertJob = prepareJobInsert(db);
  for (const job of data.jobs) insertJob(job, companyNames.get(job.company_id) ?? '');

  const insertExhibitionCompany = db.prepare(
    `INSERT INTO exhibition_companies (exhibition_id, company_id, booth, attending_days, wall_text)
     VALUES (@exhibition_id, @company_id, @booth, @attending_days, @wall_text)`,
  );
  for (const row of data.exhibitionCompanies) {
    insertExhibitionCompany.run({ ...row, attending_days: JSON.stringify(row.attending_days) });
  }
}
