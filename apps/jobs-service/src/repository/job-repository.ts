import type Database from 'better-sqlite3';
import type { NamedEntry } from '../data/catalogues';
import type { CompanyRow, ContactPersonRow } from '../data/demo-data';
import { foldText } from '../db/fold-text';
import type { JobsQuery } from '../query/jobs-query';
import type { ReferenceData } from './reference-data';
import type { ApplicationType, Job, JobOrderField, Paginated } from '@jobpoint/jobs-client';
import { companyView, contactPersonView, page } from './views';

/** Jobs per page of `GET /jobs`. The organisation's API uses a fixed page size; clients cannot change it. */
export const JOBS_PAGE_SIZE = 10;

type JobRecord = Omit<
  Job,
  | 'qualifications'
  | 'company'
  | 'application_types'
  | 'job_category'
  | 'work_time_categories'
  | 'zip_codes'
  | 'contact'
  | 'work_time_category_secondaries'
  | 'accept_refugee_applications'
  | 'temporary'
> & { accept_refugee_applications: number; temporary: number; contact_id: number | null };

const JOB_COLUMNS = `id, language, created_at, updated_at, title, description, additional_information, required_skills,
  offering, german_language_level, application_deadline, application_url, accept_refugee_applications, special_event,
  temporary, contract_limited_for, contract_limited_for_unit, contract_start_date, contract_end_date,
  work_time_information, payment_type, payment_information, payment, payment_time_frame, job_category_id, company_id,
  contact_id, open_vacancies`;

const ORDER_COLUMNS: Readonly<Record<JobOrderField, string>> = {
  created_at: 'j.created_at',
  title: 'j.title_sort',
  application_deadline: 'j.application_deadline',
  id: 'j.id',
};

const MAX_CACHED_STATEMENTS = 256;

/** Ids are passed to SQLite as one JSON array, so that each statement is prepared once. */
const IN_IDS = 'IN (SELECT value FROM json_each(?))';

interface WhereClause {
  sql: string;
  params: unknown[];
}

function whereClause(query: JobsQuery): WhereClause {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.id !== null) {
    conditions.push('j.id = ?');
    params.push(query.id);
  }
  if (query.filter !== null) {
    // Every word must occur somewhere in title, description or company name.
    for (const word of foldText(query.filter).split(/\s+/).filter(Boolean)) {
      conditions.push('instr(j.search_text, ?) > 0');
      params.push(word);
    }
  }
  if (query.jobCategories.length > 0) {
    conditions.push(`j.job_category_id ${IN_IDS}`);
    params.push(JSON.stringify(query.jobCategories));
  }
  if (query.corporateSectors.length > 0) {
    conditions.push(`j.company_id IN (SELECT id FROM companies WHERE corporate_sector_id ${IN_IDS})`);
    params.push(JSON.stringify(query.corporateSectors));
  }
  if (query.qualifications.length > 0) {
    conditions.push(
      `EXISTS (SELECT 1 FROM job_qualifications q WHERE q.job_id = j.id AND q.qualification_id ${IN_IDS})`,
    );
    params.push(JSON.stringify(query.qualifications));
  }
  if (query.workTimeCategories.length > 0) {
    // Secondary work times count too: a full-time job that is also open part-time is found under part-time.
    conditions.push(
      `EXISTS (SELECT 1 FROM job_work_time_categories w WHERE w.job_id = j.id AND w.work_time_category_id ${IN_IDS})`,
    );
    params.push(JSON.stringify(query.workTimeCategories));
  }
  if (query.zipCodes.length > 0) {
    conditions.push(`EXISTS (SELECT 1 FROM job_zip_codes z WHERE z.job_id = j.id AND z.zip_code_id ${IN_IDS})`);
    params.push(JSON.stringify(query.zipCodes));
  }
  const specialEvents = [query.specialEvent1 ? 1 : null, query.specialEvent2 ? 2 : null].filter((e) => e !== null);
  if (specialEvents.length > 0) {
    conditions.push(`j.special_event ${IN_IDS}`);
    params.push(JSON.stringify(specialEvents));
  }
  return { sql: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

function orderClause(query: JobsQuery): string {
  const column = ORDER_COLUMNS[query.orderBy];
  const direction = query.orderDir.toUpperCase();
  // Jobs without a deadline come last either way; the id keeps pages stable when values tie.
  const nullsLast = query.orderBy === 'application_deadline' ? `${column} IS NULL, ` : '';
  return `ORDER BY ${nullsLast}${column} ${direction}, j.id ${direction}`;
}

export interface JobRepository {
  search(query: JobsQuery): Paginated<Job>;
  findById(id: number): Job | null;
  countJobs(): number;
}

export function createJobRepository(db: Database.Database, reference: ReferenceData, publicUrl: string): JobRepository {
  const byId = <T extends { id: number | string }>(entries: readonly T[]) =>
    new Map(entries.map((entry) => [entry.id, entry]));
  const categories = byId(reference.jobCategories);
  const qualifications = byId(reference.qualifications);
  const workTimes = byId(reference.workTimeCategories);
  const zipCodes = byId(reference.zipCodes);

  const selectJobs = db.prepare(`SELECT ${JOB_COLUMNS} FROM jobs WHERE id ${IN_IDS}`);
  const selectCompanies = db.prepare(`SELECT * FROM companies WHERE id ${IN_IDS}`);
  const selectContacts = db.prepare(`SELECT * FROM contact_persons WHERE id ${IN_IDS}`);
  const selectWorkTimes = db.prepare(
    `SELECT job_id, work_time_category_id AS id, secondary FROM job_work_time_categories
     WHERE job_id ${IN_IDS} ORDER BY work_time_category_id`,
  );
  const selectZips = db.prepare(`SELECT job_id, zip_code_id AS id FROM job_zip_codes WHERE job_id ${IN_IDS}`);
  const selectQualifications = db.prepare(
    `SELECT job_id, qualification_id AS id FROM job_qualifications WHERE job_id ${IN_IDS} ORDER BY qualification_id`,
  );
  const selectApplicationTypes = db.prepare(
    `SELECT job_id, application_type FROM job_application_types WHERE job_id ${IN_IDS} ORDER BY position`,
  );
  const countAll = db.prepare('SELECT COUNT(*) AS count FROM jobs');
  // A search's SQL depends only on which filters it uses, so a handful of statements serve every request.
  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      // Many-word filters make new shapes; a bounded cache keeps odd clients from growing it forever.
      if (statements.size >= MAX_CACHED_STATEMENTS) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };

  const groupBy = <R extends { job_id: number }>(rows: R[]) => {
    const groups = new Map<number, R[]>();
    for (const row of rows) groups.set(row.job_id, [...(groups.get(row.job_id) ?? []), row]);
    return groups;
  };
  const lookup = <T>(map: ReadonlyMap<number | string, T>, ids: { id: number }[]) =>
    ids.map(({ id }) => map.get(id)).filter((entry): entry is T => entry !== undefined);

  /** Loads whole jobs with everything they embed, in the order of `ids`. */
  function hydrate(ids: number[]): Job[] {
    if (ids.length === 0) return [];
    const idsJson = JSON.stringify(ids);
    const jobs = selectJobs.all(idsJson) as JobRecord[];
    const companies = new Map(
      (selectCompanies.all(JSON.stringify(jobs.map((job) => job.company_id))) as CompanyRow[]).map((row) => [
        row.id,
        companyView(row, publicUrl),
      ]),
    );
    const contactIds = jobs.map((job) => job.contact_id).filter((id) => id !== null);
    const contacts = new Map(
      (selectContacts.all(JSON.stringify(contactIds)) as ContactPersonRow[]).map((row) => [
        row.id,
        contactPersonView(row),
      ]),
    );
    const workTimeRows = groupBy(selectWorkTimes.all(idsJson) as { job_id: number; id: number; secondary: number }[]);
    const zipRows = groupBy(selectZips.all(idsJson) as { job_id: number; id: number }[]);
    const qualificationRows = groupBy(selectQualifications.all(idsJson) as { job_id: number; id: number }[]);
    const typeRows = groupBy(selectApplicationTypes.all(idsJson) as { job_id: number; application_type: ApplicationType }[]);
    const views = new Map<number, Job>();
    for (const { contact_id, accept_refugee_applications, temporary, ...job } of jobs) {
      const workTimeEntries = workTimeRows.get(job.id) ?? [];
      const company = companies.get(job.company_id);
      const category = categories.get(job.job_category_id);
      if (!company || !category) throw new Error(`job ${job.id} refers to a missing company or category`);
      views.set(job.id, {
        ...job,
        accept_refugee_applications: Boolean(accept_refugee_applications),
        temporary: Boolean(temporary),
        qualifications: lookup<NamedEntry>(qualifications, qualificationRows.get(job.id) ?? []),
        company,
        application_types: (typeRows.get(job.id) ?? []).map((row) => row.application_type),
        job_category: category,
        work_time_categories: lookup<NamedEntry>(
          workTimes,
          workTimeEntries.filter((row) => !row.secondary),
        ),
        zip_codes: lookup(zipCodes, zipRows.get(job.id) ?? []),
        contact: contact_id === null ? null : (contacts.get(contact_id) ?? null),
        work_time_category_secondaries: lookup<NamedEntry>(
          workTimes,
          workTimeEntries.filter((row) => row.secondary),
        ),
      });
    }
    return ids.map((id) => views.get(id)).filter((view): view is Job => view !== undefined);
  }

  return {
    search(query) {
      const where = whereClause(query);
      const { total } = prepared(`SELECT COUNT(*) AS total FROM jobs j ${where.sql}`).get(...where.params) as {
        total: number;
      };
      const offset = (query.page - 1) * JOBS_PAGE_SIZE;
      const ids =
        offset >= total
          ? []
          : (
              prepared(`SELECT j.id FROM jobs j ${where.sql} ${orderClause(query)} LIMIT ? OFFSET ?`).all(
                ...where.params,
                JOBS_PAGE_SIZE,
                offset,
              ) as { id: number }[]
            ).map((row) => row.id);
      return page(hydrate(ids), query.page, JOBS_PAGE_SIZE, total);
    },
    findById(id) {
      return hydrate([id])[0] ?? null;
    },
    countJobs() {
      return (countAll.get() as { count: number }).count;
    },
  };
}
