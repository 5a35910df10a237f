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
import { foldText } from './fold-text';

function insertNamedEntries(db: Database.Database, table: string, entries: readonly NamedEntry[]): void {
  const insert = db.prepare(`INSERT INTO ${table} (id, name, name_en) VALUES (@id, @name, @name_en)`);
  for (const entry of entries) insert.run(entry);
}

function flag(value: boolean): number {
  return value ? 1 : 0;
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
    insertContact.run({ ...person, call_by_first_name: flag(person.call_by_first_name) });
  }

  const companyNames = new Map(data.companies.map((company) => [company.id, `${company.name} ${company.legal}`]));
  const insertJob = db.prepare(`
    INSERT INTO jobs (
      id, language, created_at, updated_at, title, description, additional_information, required_skills, offering,
      german_language_level, application_deadline, application_url, accept_refugee_applications, special_event,
      temporary, contract_limited_for, contract_limited_for_unit, contract_start_date, contract_end_date,
      work_time_information, payment_type, payment_information, payment, payment_time_frame, job_category_id,
      company_id, contact_id, open_vacancies, search_text, title_sort
    ) VALUES (
      @id, @language, @created_at, @updated_at, @title, @description, @additional_information, @required_skills,
      @offering, @german_language_level, @application_deadline, @application_url, @accept_refugee_applications,
      @special_event, @temporary, @contract_limited_for, @contract_limited_for_unit, @contract_start_date,
      @contract_end_date, @work_time_information, @payment_type, @payment_information, @payment, @payment_time_frame,
      @job_category_id, @company_id, @contact_id, @open_vacancies, @search_text, @title_sort
    )`);
  const insertWorkTime = db.prepare(
    'INSERT INTO job_work_time_categories (job_id, work_time_category_id, secondary) VALUES (?, ?, ?)',
  );
  const insertJobZip = db.prepare('INSERT INTO job_zip_codes (job_id, zip_code_id) VALUES (?, ?)');
  const insertQualification = db.prepare('INSERT INTO job_qualifications (job_id, qualification_id) VALUES (?, ?)');
  const insertApplicationType = db.prepare(
    'INSERT INTO job_application_types (job_id, application_type, position) VALUES (?, ?, ?)',
  );
  for (const job of data.jobs) {
    const {
      work_time_category_ids,
      work_time_category_secondary_ids,
      zip_code_ids,
      qualification_ids,
      application_types,
      ...columns
    } = job;
    insertJob.run({
      ...columns,
      accept_refugee_applications: flag(job.accept_refugee_applications),
      temporary: flag(job.temporary),
      search_text: foldText(`${job.title}\n${job.description}\n${companyNames.get(job.company_id) ?? ''}`),
      title_sort: foldText(job.title),
    });
    for (const id of work_time_category_ids) insertWorkTime.run(job.id, id, 0);
    for (const id of work_time_category_secondary_ids) insertWorkTime.run(job.id, id, 1);
    for (const id of zip_code_ids) insertJobZip.run(job.id, id);
    for (const id of qualification_ids) insertQualification.run(job.id, id);
    application_types.forEach((type, position) => insertApplicationType.run(job.id, type, position));
  }

  const insertExhibitionCompany = db.prepare(
    `INSERT INTO exhibition_companies (exhibition_id, company_id, booth, attending_days, wall_text)
     VALUES (@exhibition_id, @company_id, @booth, @attending_days, @wall_text)`,
  );
  for (const row of data.exhibitionCompanies) {
    insertExhibitionCompany.run({ ...row, attending_days: JSON.stringify(row.attending_days) });
  }
}
