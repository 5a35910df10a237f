import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { data, redirect } from 'react-router';
import { jobDetailLabelsApi, type Seo } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { jobPath, jobsApi, parseJobPathParam } from '@jobpoint/jobs-client';
import { selectLocale, settle } from '@jobpoint/store';
import { jobPageTitle, summary } from '../format/job-details';
import type { JobBoardDispatch } from './load-job-board';

export interface JobDetailArgs {
  locale: Locale;
  /** The last path segment: `{slug}-{id}` or `{id}`. */
  param: string | undefined;
  /** The request URL, to compare its path with the job's canonical one. */
  url: URL;
}

/** React Router answers for the error element; the server sends their status. */
function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Loads a job detail page: the job, then the labels and the similar jobs. A malformed or unknown id is a
 * 404; a wrong or missing slug redirects (301) to the job's canonical path, keeping the query (`?locale=`);
 * a failing jobs service is a 503 error page. Returns the job's id.
 */
export async function loadJobDetail(dispatch: JobBoardDispatch, { locale, param, url }: JobDetailArgs): Promise<number> {
  const id = param === undefined ? null : parseJobPathParam(param);
  if (id === null) notFound();
  const result = await settle(dispatch(jobsApi.endpoints.getJob.initiate(id)));
  const job = result?.data;
  if (!job) {
    const status = (result?.error as FetchBaseQueryError | undefined)?.status;
    // The service rejects ids it cannot read (400) as well as unknown ones (404): both are no page here.
    if (status === 404 || status === 400) notFound();
    throw data(null, { status: 503, statusText: 'Service Unavailable' });
  }
  const canonical = jobPath(job);
  if (decoded(url.pathname) !== decoded(canonical)) {
    throw redirect(`${canonical}${url.search}`, 301);
  }
  await Promise.all([
    settle(dispatch(jobDetailLabelsApi.endpoints.getJobDetailLabels.initiate({ locale }))),
    settle(dispatch(jobsApi.endpoints.getJobsByCategory.initiate(job.job_category_id))),
  ]);
  return id;
}

type JobState = Parameters<ReturnType<typeof jobsApi.endpoints.getJob.select>>[0] & Parameters<typeof selectLocale>[0];

/** The head of a job's page: a title no other job page shares, and the start of its description. */
export function selectJobDetailSeo(state: JobState, jobId: number): Seo | null {
  const job = jobsApi.endpoints.getJob.select(jobId)(state).data;
  return job ? { metaTitle: jobPageTitle(job, selectLocale(state)), metaDescription: summary(job.description) } : null;
}
