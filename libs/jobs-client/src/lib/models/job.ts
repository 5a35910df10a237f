/**
 * The jobs service's entities, with the service's snake_case field names. Job data exists in
 * German and English only.
 */

/** An entry of a filter list: job category, corporate sector, qualification, work time category. */
export interface NamedEntry {
  id: number;
  name: string;
  name_en: string;
}

/** An entry of a fixed code list (payment types, time frames, company sizes). */
export interface EnumEntry<Id extends string = string> {
  id: Id;
  name: string;
  name_en: string;
}

export const PAYMENT_TIME_FRAMES = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type PaymentTimeFrame = (typeof PAYMENT_TIME_FRAMES)[number];

export const PAYMENT_TYPES = ['PAYMENT_BY_AGREEMENT', 'PAYMENT_BY_TARIFF', 'PAYMENT_SET'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const NUMBER_OF_EMPLOYEES_GROUPS = ['NOT_SPECIFIED', 'UP_TO_TEN', '10_TO_250', 'MORE_THAN_250'] as const;
export type NumberOfEmployeesGroup = (typeof NUMBER_OF_EMPLOYEES_GROUPS)[number];

/** How a job accepts applications; 'url' comes with `application_url`. */
export type ApplicationType = 'email' | 'url' | 'post' | 'phone';

export type JobLanguage = 'de' | 'en';

export interface ZipCodeEntry {
  id: number;
  title: string;
  zip: string;
  title_string: string;
  place_name: string;
}

export interface Company {
  id: number;
  name: string;
  legal: string;
  description: string;
  street: string;
  street_number: string;
  zip: string;
  city: string;
  email: string;
  phone: string;
  mobile_phone: string | null;
  fax: string | null;
  website: string;
  logo: string | null;
  acquisition_state: string;
  acquisition_at: string;
  stats_request_update_comment: string | null;
  number_of_employees_group: NumberOfEmployeesGroup;
  corporate_sector_id: number;
  created_at: string;
  updated_at: string;
  /** Absolute URL of the logo, or null when the company has none. */
  logo_url: string | null;
  /** Name with legal form, e.g. "Spree Logistik GmbH". */
  full_name: string;
}

export interface ContactPerson {
  id: number;
  call_by_first_name: boolean;
  gender: 'female' | 'male' | 'diverse';
  title: string | null;
  first_name: string;
  last_name: string;
  position: string;
  degree: string | null;
  phone: string;
  mobile_phone: string | null;
  internal_phone: string | null;
  fax: string | null;
  email: string;
  application_email: string;
  company_id: number;
  street: string;
  street_number: string;
  zip: string;
  city: string;
  /** "Frau", "Herr" or empty. */
  gender_string: string;
  /** The German salutation to open a letter with, e.g. "Sehr geehrte Frau Dr. Haddad". */
  salutation_string: string;
  full_name: string;
  full_name_with_gender: string;
  text: string;
}

export interface Job {
  id: number;
  language: JobLanguage;
  created_at: string;
  updated_at: string;
  title: string;
  description: string;
  additional_information: string | null;
  required_skills: string;
  qualifications: NamedEntry[];
  offering: string;
  /** CEFR level (A1 … C2) or null when not asked for. */
  german_language_level: string | null;
  /** YYYY-MM-DD, or null for no deadline. */
  application_deadline: string | null;
  application_url: string | null;
  accept_refugee_applications: boolean;
  /** 1 or 2 when the job is part of one of the two special events. */
  special_event: number | null;
  temporary: boolean;
  contract_limited_for: number | null;
  contract_limited_for_unit: 'MONTH' | 'YEAR' | null;
  contract_start_date: string | null;
  contract_end_date: string | null;
  work_time_information: string;
  payment_type: PaymentType;
  payment_information: string | null;
  /** Amount in euros per `payment_time_frame`; null when paid by agreement. */
  payment: number | null;
  payment_time_frame: PaymentTimeFrame | null;
  job_category_id: number;
  company_id: number;
  company: Company;
  application_types: ApplicationType[];
  job_category: NamedEntry;
  work_time_categories: NamedEntry[];
  zip_codes: ZipCodeEntry[];
  contact: ContactPerson | null;
  open_vacancies: number;
  work_time_category_secondaries: NamedEntry[];
}
