import type { PublicViewConstants } from '../models/public-view-constants';
import type { JobsEndpointBuilder } from './jobs-base-query';
import { jobsServicePath } from './jobs-service-reads';

/** The filter lists change with the organisation's data, not per visit: keep them for an hour. */
const PUBLIC_VIEW_CONSTANTS_CACHE_SECONDS = 3600;

/** `GET /public-view-constants`: the job board's filter lists. */
export const getPublicViewConstants = (build: JobsEndpointBuilder) =>
  build.query<PublicViewConstants, void>({
    query: () => jobsServicePath('publicViewConstants'),
    keepUnusedDataFor: PUBLIC_VIEW_CONSTANTS_CACHE_SECONDS,
  });
