import type Database from 'better-sqlite3';
import type { JobRow } from '../data/demo-data';
import { foldText } from './fold-text';

/** Writes one job with its work times, zip codes, qualifications and application types. */
export type InsertJob = (job: JobRow, companyName: string) => void;

/** SQLite has no boolean type: 1 or 0. */
export function sqliteBoolean(value: boolean): number {
  return value ? 1 : 0;
}

/**
 * Prepares the statements that write a job, for the seed and for jobs added while the service runs, so
 * that both fill the folded search and sort columns the same way. The caller holds the transaction.
 */
export function prepareJobInsert(db: Database.Database): InsertJob {
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
  return (job, companyName) => {
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
      accept_refugee_applications: sqliteBoolean(job.accept_refugee_applications),
      temporary: sqliteBoolean(job.temporary),
      search_text: foldText(`${job.title}\n${job.description}\n${companyName}`),
      title_sort: foldText(job.title),
    });
    for (const id of work_time_category_ids) insertWorkTime.run(job.id, id, 0);
    for (const id of work_time_category_secondary_ids) insertWorkTime.run(job.id, id, 1);
    for (const id of zip_code_ids) insertJobZip.run(job.id, id);
    for (const id of qualification_ids) insertQualification.run(job.id, id);
    application_types.forEach((type, position) => insertApplicationType.run(job.id, type, position));
  };
}
