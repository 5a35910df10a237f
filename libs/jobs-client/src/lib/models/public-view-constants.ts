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
  job_points: JobPoint[];
  job_categories: NamedEntry[];
  corporate_sectors: NamedEntry[];
  qualifications: NamedEntry[];
  zip_codes: ZipCodeEntry[];
  work_time_categories: NamedEntry[];
  payment_time_frames: EnumEntry<PaymentTimeFrame>[];
  payment_types: EnumEntry<PaymentType>[];
  number_of_employees_groups: EnumEntry<NumberOfEmployeesGroup>[];
}
