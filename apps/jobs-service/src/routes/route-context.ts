import type { ExhibitionCompaniesQuery, ExhibitionRepository } from '../repository/exhibition-repository';
import type { JobRepository } from '../repository/job-repository';
import type { JobWriter } from '../repository/job-writer';
import type { ReferenceData } from '../repository/reference-data';
import type { PublicViewConstants } from '@jobpoint/jobs-client';
import type { JobsQuery } from '../query/jobs-query';
import type { RawQuery } from '../query/query-values';

/** What the route handlers share: repositories and parsers built once per service. */
export interface RouteContext {
  jobs: JobRepository;
  jobWriter: JobWriter;
  /** The bearer token that may add jobs. */
  adminToken: string;
  now(): Date;
  exhibitions: ExhibitionRepository;
  reference: ReferenceData;
  publicViewConstants: PublicViewConstants;
  parseJobsQuery(query: RawQuery): JobsQuery;
  parseExhibitionCompaniesQuery(query: RawQuery): ExhibitionCompaniesQuery;
  logoSvg(companyId: number): string | null;
}
