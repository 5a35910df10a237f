import type { Company, Job } from './job';

/** A page as the jobs service answers it (Laravel paginator fields). */
export interface Paginated<T> {
  data: T[];
  current_page: number;
  per_page: number;
  last_page: number;
  total: number;
  from: number | null;
  to: number | null;
}

export type JobsPage = Paginated<Job>;

/** A company at a fair, with its booth and the jobs it brings. */
export interface ExhibitionCompany extends Company {
  exhibition_id: number;
  booth: string;
  /** Which days of the fair (1-based) the company is there. */
  attending_days: number[];
  wall_text: string;
  jobs: { id: number; title: string; language: 'de' | 'en' }[];
}

export type ExhibitionCompaniesPage = Paginated<ExhibitionCompany>;

/** The paging state a pager needs. */
export interface PagedResult {
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

export function toPagedResult(page: Paginated<unknown>): PagedResult {
  return { total: page.total, page: page.current_page, pageCount: page.last_page, pageSize: page.per_page };
}
