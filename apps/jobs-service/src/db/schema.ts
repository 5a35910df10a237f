/**
 * The jobs service's tables. Bump SCHEMA_VERSION when a table changes: a database file of an older
 * version is emptied and seeded again on the next start (it only ever holds demo data).
 */
export const SCHEMA_VERSION = 1;

export const SCHEMA_SQL = `
CREATE TABLE job_categories (id INTEGER PRIMARY KEY, name TEXT NOT NULL, name_en TEXT NOT NULL);
CREATE TABLE corporate_sectors (id INTEGER PRIMARY KEY, name TEXT NOT NULL, name_en TEXT NOT NULL);
CREATE TABLE qualifications (id INTEGER PRIMARY KEY, name TEXT NOT NULL, name_en TEXT NOT NULL);
CREATE TABLE work_time_categories (id INTEGER PRIMARY KEY, name TEXT NOT NULL, name_en TEXT NOT NULL);
CREATE TABLE zip_codes (id INTEGER PRIMARY KEY, zip TEXT NOT NULL, place_name TEXT NOT NULL);
CREATE TABLE companies (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  legal TEXT NOT NULL,
  description TEXT NOT NULL,
  street TEXT NOT NULL,
  street_number TEXT NOT NULL,
  zip TEXT NOT NULL,
  city TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  mobile_phone TEXT,
  fax TEXT,
  website TEXT NOT NULL,
  logo TEXT,
  acquisition_state TEXT NOT NULL,
  acquisition_at TEXT NOT NULL,
  stats_request_update_comment TEXT,
  number_of_employees_group TEXT NOT NULL,
  corporate_sector_id INTEGER NOT NULL REFERENCES corporate_sectors(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE contact_persons (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  call_by_first_name INTEGER NOT NULL,
  gender TEXT NOT NULL,
  title TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  position TEXT NOT NULL,
  degree TEXT,
  phone TEXT NOT NULL,
  mobile_phone TEXT,
  internal_phone TEXT,
  fax TEXT,
  email TEXT NOT NULL,
  application_email TEXT NOT NULL,
  street TEXT NOT NULL,
  street_number TEXT NOT NULL,
  zip TEXT NOT NULL,
  city TEXT NOT NULL,
  text TEXT NOT NULL
);
CREATE TABLE jobs (
  id INTEGER PRIMARY KEY,
  language TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  additional_information TEXT,
  required_skills TEXT NOT NULL,
  offering TEXT NOT NULL,
  german_language_level TEXT,
  application_deadline TEXT,
  application_url TEXT,
  accept_refugee_applications INTEGER NOT NULL,
  special_event INTEGER,
  temporary INTEGER NOT NULL,
  contract_limited_for INTEGER,
  contract_limited_for_unit TEXT,
  contract_start_date TEXT,
  contract_end_date TEXT,
  work_time_information TEXT NOT NULL,
  payment_type TEXT NOT NULL,
  payment_information TEXT,
  payment REAL,
  payment_time_frame TEXT,
  job_category_id INTEGER NOT NULL REFERENCES job_categories(id),
  company_id INTEGER NOT NULL REFERENCES companies(id),
  contact_id INTEGER REFERENCES contact_persons(id),
  open_vacancies INTEGER NOT NULL DEFAULT 0,
  -- Lower-cased title, description and company name: the full-text filter matches substrings in it.
  search_text TEXT NOT NULL,
  -- Title folded to plain lower-case letters, so that ordering by title puts "Ärztin" next to "Arzt".
  title_sort TEXT NOT NULL
);
CREATE INDEX jobs_created_at ON jobs(created_at);
CREATE INDEX jobs_job_category ON jobs(job_category_id);
CREATE INDEX jobs_company ON jobs(company_id);
CREATE TABLE job_work_time_categories (
  job_id INTEGER NOT NULL REFERENCES jobs(id),
  work_time_category_id INTEGER NOT NULL REFERENCES work_time_categories(id),
  secondary INTEGER NOT NULL,
  PRIMARY KEY (job_id, work_time_category_id)
);
CREATE TABLE job_zip_codes (
  job_id INTEGER NOT NULL REFERENCES jobs(id),
  zip_code_id INTEGER NOT NULL REFERENCES zip_codes(id),
  PRIMARY KEY (job_id, zip_code_id)
);
CREATE TABLE job_qualifications (
  job_id INTEGER NOT NULL REFERENCES jobs(id),
  qualification_id INTEGER NOT NULL REFERENCES qualifications(id),
  PRIMARY KEY (job_id, qualification_id)
);
CREATE TABLE job_application_types (
  job_id INTEGER NOT NULL REFERENCES jobs(id),
  application_type TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (job_id, application_type)
);
CREATE TABLE exhibition_companies (
  exhibition_id INTEGER NOT NULL,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  booth TEXT NOT NULL,
  attending_days TEXT NOT NULL,
  wall_text TEXT NOT NULL,
  PRIMARY KEY (exhibition_id, company_id)
);
`;

/** Every table, children first, so that dropping them in this order respects the foreign keys. */
export const TABLES = [
  'exhibition_companies',
  'job_application_types',
  'job_qualifications',
  'job_zip_codes',
  'job_work_time_categories',
  'jobs',
  'contact_persons',
  'companies',
  'zip_codes',
  'work_time_categories',
  'qualifications',
  'corporate_sectors',
  'job_categories',
] as const;
