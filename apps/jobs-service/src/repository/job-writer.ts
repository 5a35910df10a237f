import type Database from 'better-sqlite3';
import type { CompanyRow, JobRow } from '../data/demo-data';
import { INTRODUCTIONS } from '../data/job-templates';
import { prepareJobInsert } from '../db/insert-job';

/** What a caller says about a new job; the service fills in the rest. Ids are those of `/public-view-constants`. */
export interface NewJob {
  title: string;
  jobCategoryId?: number;
  zipCodeId?: number;
  workTimeCategoryId?: number;
}

export interface JobWriter {
  /** Adds a job published at `now` and answers its id. */
  add(job: NewJob, now: Date): number;
}

interface TemplateJob {
  id: number;
  job_category_id: number;
  company_id: number;
  contact_id: number | null;
  required_skills: string;
  offering: string;
  german_language_level: string | null;
  work_time_information: string;
}

/**
 * Adds jobs to the running service. A new job takes its employer, contact person, skills and offering
 * from the newest German job of its category (of any category when none is given), so that it reads
 * like the demo jobs; it has no deadline, no special event and pay by agreement.
 */
export function createJobWriter(db: Database.Database): JobWriter {
  const insertJob = prepareJobInsert(db);
  const selectTemplate = db.prepare(
    `SELECT id, job_category_id, company_id, contact_id, required_skills, offering, german_language_level,
       work_time_information
     FROM jobs WHERE language = 'de' AND (@category IS NULL OR job_category_id = @category)
     ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  const selectCompany = db.prepare('SELECT * FROM companies WHERE id = ?');
  const selectZipByCode = db.prepare('SELECT id, place_name FROM zip_codes WHERE zip = ? ORDER BY id LIMIT 1');
  const selectZipById = db.prepare('SELECT id, place_name FROM zip_codes WHERE id = ?');
  const selectTemplateLists = {
    workTimes: db.prepare(
      'SELECT work_time_category_id AS id FROM job_work_time_categories WHERE job_id = ? AND secondary = 0',
    ),
    qualifications: db.prepare('SELECT qualification_id AS id FROM job_qualifications WHERE job_id = ?'),
  };
  const nextId = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM jobs');
  const ids = (statement: Database.Statement, jobId: number) =>
    (statement.all(jobId) as { id: number }[]).map((row) => row.id);

  const add = db.transaction((job: NewJob, now: Date): number => {
    const template = (selectTemplate.get({ category: job.jobCategoryId ?? null }) ??
      selectTemplate.get({ category: null })) as TemplateJob | undefined;
    if (!template) throw new Error('the jobs service holds no German job to take an employer from');
    const company = selectCompany.get(template.company_id) as CompanyRow;
    // Without a zip code the job is where its employer is (every demo employer is in a listed postcode).
    const zip = (job.zipCodeId !== undefined ? selectZipById.get(job.zipCodeId) : selectZipByCode.get(company.zip)) as {
      id: number;
      place_name: string;
    };
    const { id } = nextId.get() as { id: number };
    const createdAt = now.toISOString();
    const companyName = `${company.name} ${company.legal}`;
    const row: JobRow = {
      id,
      language: 'de',
      created_at: createdAt,
      updated_at: createdAt,
      title: job.title,
      description: INTRODUCTIONS.de(companyName, zip.place_name),
      additional_information: null,
      required_skills: template.required_skills,
      offering: template.offering,
      german_language_level: template.german_language_level,
      application_deadline: null,
      application_url: null,
      accept_refugee_applications: true,
      special_event: null,
      temporary: false,
      contract_limited_for: null,
      contract_limited_for_unit: null,
      contract_start_date: null,
      contract_end_date: null,
      work_time_information: template.work_time_information,
      payment_type: 'PAYMENT_BY_AGREEMENT',
      payment_information: null,
      payment: null,
      payment_time_frame: null,
      job_category_id: job.jobCategoryId ?? template.job_category_id,
      company_id: company.id,
      contact_id: template.contact_id,
      open_vacancies: 1,
      work_time_category_ids:
        job.workTimeCategoryId !== undefined
          ? [job.workTimeCategoryId]
          : ids(selectTemplateLists.workTimes, template.id),
      work_time_category_secondary_ids: [],
      zip_code_ids: [zip.id],
      qualification_ids: ids(selectTemplateLists.qualifications, template.id),
      application_types: ['email'],
    };
    insertJob(row, companyName);
    return id;
  });

  return {
    // IMMEDIATE: a second process on the same file must not take the same id.
    add: (job, now) => add.immediate(job, now),
  };
}
