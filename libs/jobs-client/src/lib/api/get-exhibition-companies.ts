import type { ExhibitionCompaniesPage } from '../models/paginated';
import { listPairs } from '../search/jobs-query-string';
import type { JobsEndpointBuilder } from './jobs-base-query';

/** The fair pages show 40 exhibiting companies per page. */
export const EXHIBITION_COMPANIES_PAGE_SIZE = 40;

export interface ExhibitionCompaniesArgs {
  exhibitionId: number;
  /** 1-based; default 1. */
  page?: number;
  /** Default `EXHIBITION_COMPANIES_PAGE_SIZE`. */
  perPage?: number;
  corporateSectors?: number[];
}

/** `GET /exhibition-companies`: the companies exhibiting at one fair, optionally of some sectors. */
export const getExhibitionCompanies = (build: JobsEndpointBuilder) =>
  build.query<ExhibitionCompaniesPage, ExhibitionCompaniesArgs>({
    query: ({ exhibitionId, page = 1, perPage = EXHIBITION_COMPANIES_PAGE_SIZE, corporateSectors = [] }) =>
      `/exhibition-companies?${[
        `exhibition_id=${exhibitionId}`,
        `page=${page}`,
        `perPage=${perPage}`,
        ...listPairs('corporateSectors', corporateSectors),
      ].join('&')}`,
  });
