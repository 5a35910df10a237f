/**
 * What the site reads of the jobs service, as paths below its base URL (`{id}` stands for a number). The
 * endpoints build their requests from this table, and the gateway's `/jobs-api` forwarder lets the browser
 * reach these paths and nothing else of the service (apps/gateway `jobs-allow-list.ts`).
 */
export const JOBS_SERVICE_READS = {
  /** `getJobs`: a page of the job board. */
  jobs: '/jobs',
  /** `getJobsByCategory`: the service's list asked as `/jobs/?jobCategories[]=`. */
  jobsOfCategory: '/jobs/',
  /** `getJob` */
  job: '/jobs/{id}',
  /** `getPublicViewConstants`: the job board's filter lists. */
  publicViewConstants: '/public-view-constants',
  /** `getExhibitionCompanies` */
  exhibitionCompanies: '/exhibition-companies',
  /** A company's logo: where the `logo_url` of a job or an exhibiting company points. */
  companyLogo: '/logos/{id}.svg',
} as const satisfies Record<string, `/${string}`>;

export type JobsServiceRead = keyof typeof JOBS_SERVICE_READS;

type ReadWithId = {
  [Read in JobsServiceRead]: (typeof JOBS_SERVICE_READS)[Read] extends `${string}{id}${string}` ? Read : never;
}[JobsServiceRead];

/** The path of a read, with its id where it has one. */
export function jobsServicePath<Read extends JobsServiceRead>(read: Read, ...id: Read extends ReadWithId ? [id: number] : []): string {
  return JOBS_SERVICE_READS[read].replace('{id}', String(id[0]));
}
