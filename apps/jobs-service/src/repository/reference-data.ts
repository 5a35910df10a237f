import type Database from 'better-sqlite3';
import type { NamedEntry } from '../data/catalogues';
import type { ZipCodeEntry } from '@jobpoint/jobs-client';
import { zipCodeEntryView } from './views';

/** The filter lists, read once: the service never changes them while it runs. */
export interface ReferenceData {
  jobCategories: NamedEntry[];
  corporateSectors: NamedEntry[];
  qualifications: NamedEntry[];
  workTimeCategories: NamedEntry[];
  zipCodes: ZipCodeEntry[];
}

export function loadReferenceData(db: Database.Database): ReferenceData {
  const named = (table: string) =>
    db.prepare(`SELECT id, name, name_en FROM ${table} ORDER BY id`).all() as NamedEntry[];
  const zipRows = db.prepare('SELECT id, zip, place_name FROM zip_codes ORDER BY zip, id').all() as {
    id: number;
    zip: string;
    place_name: string;
  }[];
  return {
    jobCategories: named('job_categories'),
    corporateSectors: named('corporate_sectors'),
    qualifications: named('qualifications'),
    workTimeCategories: named('work_time_categories'),
    zipCodes: zipRows.map(zipCodeEntryView),
  };
}
