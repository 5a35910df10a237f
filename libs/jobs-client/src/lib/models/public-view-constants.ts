import type { EnumEntry, NamedEntry, NumberOfEmployeesGroup, PaymentTimeFrame, PaymentType, ZipCodeEntry } from './job';

/** One of the organisation's own job points (Jobpunkte). */
export interface JobPoint {
  id: number;
  name: string;
  short_identifier: string;
  street: string;
  street_number: string;
  zip: string;
  city: string;
  email: string;
  phone: string;
  fax: string;
  url: string;
  logo: string | null;
  text: string;
}

/** The filter lists of `GET /public-view-constants`. */
export interface PublicViewConstants {
  job_points: readonly JobPoint[];
  job_categories: readonly NamedEntry[];
  corporate_sectors: readonly NamedEntry[];
  qualifications: readonly NamedEntry[];
  zip_codes: readonly ZipCodeEntry[];
  work_time_categories: readonly NamedEntry[];
  payment_time_frames: readonly EnumEntry<PaymentTimeFrame>[];
  payment_types: readonly EnumEntry<PaymentType>[];
  number_of_employees_groups: readonly EnumEntry<NumberOfEmployeesGroup>[];
}
