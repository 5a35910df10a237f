import type { Job } from '../models/job';
import type { JobsEndpointBuilder } from './jobs-base-query';
import { jobsServicePath } from './jobs-service-reads';

/** `GET /jobs/{id}`: one job; an unknown id is an error with status 404. */
export const getJob = (build: JobsEndpointBuilder) =>
  build.query<Job, number>({
    query: (id) => jobsServicePath('job', id),
  });
