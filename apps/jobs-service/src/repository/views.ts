import type { EnumEntry, NamedEntry } from '../data/catalogues';
import type { CompanyRow, ContactPersonRow } from '../data/demo-data';

/** The shapes the service answers with, snake_case like the organisation's jobs API. */

export interface CompanyView extends CompanyRow {
  logo_url: string | null;
  full_name: string;
}

export interface ContactPersonView extends ContactPersonRow {
  gender_string: string;
  salutation_string: string;
  full_name: string;
  full_name_with_gender: string;
}

export interface ZipCodeEntryView {
  id: number;
  title: string;
  zip: string;
  title_string: string;
  place_name: string;
}

export interface JobView {
  id: number;
  language: string;
  created_at: string;
  updated_at: string;
  title: string;
  description: string;
  additional_information: string | null;
  required_skills: string;
  qualifications: NamedEntry[];
  offering: string;
  german_language_level: string | null;
  application_deadline: string | null;
  application_url: string | null;
  accept_refugee_applications: boolean;
  special_event: number | null;
  temporary: boolean;
  contract_limited_for: number | null;
  contract_limited_for_unit: string | null;
  contract_start_date: string | null;
  contract_end_date: string | null;
  work_time_information: string;
  payment_type: string;
  payment_information: string | null;
  payment: number | null;
  payment_time_frame: string | null;
  job_category_id: number;
  company_id: number;
  company: CompanyView;
  application_types: string[];
  job_category: NamedEntry;
  work_time_categories: NamedEntry[];
  zip_codes: ZipCodeEntryView[];
  contact: ContactPersonView | null;
  open_vacancies: number;
  work_time_category_secondaries: NamedEntry[];
}

export interface PublicViewConstants {
  job_points: readonly object[];
  job_categories: readonly NamedEntry[];
  corporate_sectors: readonly NamedEntry[];
  qualifications: readonly NamedEntry[];
  zip_codes: readonly ZipCodeEntryView[];
  work_time_categories: readonly NamedEntry[];
  payment_time_frames: readonly EnumEntry[];
  payment_types: readonly EnumEntry[];
  number_of_employees_groups: readonly EnumEntry[];
}

/** A page of results, shaped like a Laravel paginator. */
export interface Page<T> {
  data: T[];
  current_page: number;
  per_page: number;
  last_page: number;
  total: number;
  from: number | null;
  to: number | null;
}

export function page<T>(data: T[], currentPage: number, perPage: number, total: number): Page<T> {
  const from = data.length > 0 ? (currentPage - 1) * perPage + 1 : null;
  return {
    data,
    current_page: currentPage,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
    from,
    to: from === null ? null : from + data.length - 1,
  };
}

export function companyView(row: CompanyRow, publicUrl: string): CompanyView {
  return {
    ...row,
    logo_url: row.logo ? `${publicUrl}/logos/${row.id}.svg` : null,
    full_name: `${row.name} ${row.legal}`,
  };
}

const GENDER_STRINGS: Readonly<Record<string, string>> = { female: 'Frau', male: 'Herr', diverse: '' };

export function contactPersonView(row: ContactPersonRow): ContactPersonView {
  const genderString = GENDER_STRINGS[row.gender] ?? '';
  const fullName = [row.title, row.first_name, row.last_name].filter(Boolean).join(' ');
  const fullNameWithGender = [genderString, fullName].filter(Boolean).join(' ');
  const formal =
    row.gender === 'female'
      ? `Sehr geehrte Frau ${[row.title, row.last_name].filter(Boolean).join(' ')}`
      : row.gender === 'male'
        ? `Sehr geehrter Herr ${[row.title, row.last_name].filter(Boolean).join(' ')}`
        : `Guten Tag ${fullName}`;
  return {
    ...row,
    call_by_first_name: Boolean(row.call_by_first_name),
    gender_string: genderString,
    salutation_string: row.call_by_first_name ? `Hallo ${row.first_name}` : formal,
    full_name: fullName,
    full_name_with_gender: fullNameWithGender,
  };
}

export function zipCodeEntryView(row: { id: number; zip: string; place_name: string }): ZipCodeEntryView {
  return {
    id: row.id,
    title: `${row.zip} ${row.place_name}`,
    zip: row.zip,
    title_string: `${row.zip} Berlin-${row.place_name}`,
    place_name: row.place_name,
  };
}
