import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { jobBoardPageApi, type Seo } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { jobsApi, type JobSearch } from '@jobpoint/jobs-client';
import { settle } from '@jobpoint/store';
import { jobBoardResources } from '../i18n/job-board-resources';

export type JobBoardDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * Loads the job board for a search: page content and search configuration, the filter lists and the
 * jobs, in parallel. Never throws (a failure of either is ignored, see docs/product-overview.md, Errors); the
 * page shows a notice when the jobs are missing.
 */
export async function loadJobBoard(dispatch: JobBoardDispatch, { locale, search }: { locale: Locale; search: JobSearch }): Promise<void> {
  await Promise.all([
    settle(dispatch(jobBoardPageApi.endpoints.getJobBoardPage.initiate({ locale }))),
    settle(dispatch(jobsApi.endpoints.getPublicViewConstants.initiate())),
    settle(dispatch(jobsApi.endpoints.getJobs.initiate(search))),
  ]);
}

type JobBoardState = Parameters<ReturnType<typeof jobBoardPageApi.endpoints.getJobBoardPage.select>>[0];

/** The job board's SEO block from the CMS, or its title when the CMS has none. */
export function selectJobBoardSeo(state: JobBoardState, locale: Locale): Seo {
  const content = jobBoardPageApi.endpoints.getJobBoardPage.select({ locale })(state).data;
  return content?.seo ?? { metaTitle: content?.headerSection?.title || jobBoardResources[locale].title };
}
