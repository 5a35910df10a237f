import type { Company, ContactPerson, Paginated, ZipCodeEntry } from '@jobpoint/jobs-client';
import type { CompanyRow, ContactPersonRow } from '../data/demo-data';

// The shapes the service answers with are the jobs client's models (snake_case like the organisation's
// jobs API), so the site and the service read one declaration; these functions make them from the rows.

/** A page of results, shaped like a Laravel paginator. */
export function page<T>(data: T[], currentPage: number, perPage: number, total: number): Paginated<T> {
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

export function companyView(row: CompanyRow, publicUrl: string): Company {
  return {
    ...row,
    logo_url: row.logo ? `${publicUrl}/logos/${row.id}.svg` : null,
    full_name: `${row.name} ${row.legal}`,
  };
}

const GENDER_STRINGS: Readonly<Record<string, string>> = { female: 'Frau', male: 'Herr', diverse: '' };

export function contactPersonView(row: ContactPersonRow): ContactPerson {
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

export function zipCodeEntryView(row: { id: number; zip: string; place_name: string }): ZipCodeEntry {
  return {
    id: row.id,
    title: `${row.zip} ${row.place_name}`,
    zip: row.zip,
    title_string: `${row.zip} Berlin-${row.place_name}`,
    place_name: row.place_name,
  };
}
