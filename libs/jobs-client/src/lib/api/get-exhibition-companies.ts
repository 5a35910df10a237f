import type { ExhibitionCompaniesPage } from '../models/paginated';
import { listPairs } from '../search/jobs-query-string';
import type { JobsEndpointBuilder } from './jobs-base-query';
import { jobsServicePath } from './jobs-service-reads';

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
    async queryFn({ exhibitionId, page = 1, perPage = EXHIBITION_COMPANIES_PAGE_SIZE, corporateSectors = [] }, _api, _extra, baseQuery) {
      const path = `${jobsServicePath('exhibitionCompanies')}?${[
        `exhibition_id=${exhibitionId}`,
        `page=${page}`,
        `perPage=${perPage}`,
        ...listPairs('corporateSectors', corporateSectors),
      ].join('&')}`;
      const [result, { parseExhibitionCompaniesPage }] = await Promise.all([baseQuery(path), import('../models/exhibition-company-schema')]);
      if (result.error) {
        return { error: result.error };
      }
      // An unreadable answer is a failed request, like an unreachable service, not an exception.
      const companies = parseExhibitionCompaniesPage(result.data);
      return companies ? { data: companies } : { error: { status: 'CUSTOM_ERROR', error: `Unexpected answer of ${path}` } };
    },
  });
