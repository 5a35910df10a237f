import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { jobBoardPageApi, type Seo } from '@jobpoint/cms-client';
import { urlLocaleOf, type Locale } from '@jobpoint/i18n';
import { jobsApi } from '@jobpoint/jobs-client';
import { isJobAlertToken, jobAlertsApi } from '@jobpoint/mailing-client';
import { JOB_ALERT_PARAMS, type JobAlertPageKey } from '@jobpoint/site-routes';
import { settle } from '@jobpoint/store';
import { jobAlertPagesResources } from './job-alert-pages-resources';

type JobAlertDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

const JOB_ALERT_PAGE_KEYS: readonly string[] = ['jobAlertConfirm', 'jobAlertEnd', 'jobAlertManage'] satisfies JobAlertPageKey[];

export function isJobAlertPageKey(key: string): key is JobAlertPageKey {
  return JOB_ALERT_PAGE_KEYS.includes(key);
}

/** What a job alert page's address says, read once by its loader. */
export interface JobAlertPageQuery {
  page: JobAlertPageKey;
  /** The alert's token; null where the address has none, or none that can be a token. */
  token: string | null;
  /** The gateway ended the alert (`?beendet=1`, the answer to the end form). */
  ended: boolean;
  /** The gateway saved the manage form (`?gespeichert=1`). */
  saved: boolean;
  /** The language the address names (`?locale=`), which the forms' addresses keep. */
  urlLocale: Locale | null;
}

export function jobAlertPageQuery(page: JobAlertPageKey, url: URL): JobAlertPageQuery {
  const token = url.searchParams.get(JOB_ALERT_PARAMS.token);
  return {
    page,
    token: isJobAlertToken(token) ? token : null,
    ended: url.searchParams.get(JOB_ALERT_PARAMS.ended) === '1',
    saved: url.searchParams.get(JOB_ALERT_PARAMS.saved) === '1',
    urlLocale: urlLocaleOf(url),
  };
}

/**
 * Loads the alert of the address's token, and for an alert the names its search is put in words with (the
 * jobs service's filter lists, the CMS's special events), so the server renders the page complete. Never
 * throws: an address without an alert shows that it has none, a failed request that it cannot be loaded.
 */
export async function loadJobAlertPage(dispatch: JobAlertDispatch, { locale, query }: { locale: Locale; query: JobAlertPageQuery }): Promise<void> {
  if (query.token === null || (query.page === 'jobAlertEnd' && query.ended)) return;
  const alert = await settle(dispatch(jobAlertsApi.endpoints.getJobAlert.initiate(query.token)));
  if (!alert?.data) return;
  await Promise.all([
    settle(dispatch(jobsApi.endpoints.getPublicViewConstants.initiate())),
    settle(dispatch(jobBoardPageApi.endpoints.getJobBoardPage.initiate({ locale }))),
  ]);
}

/** Each page's group of strings in the namespace. */
export const JOB_ALERT_PAGE_TEXTS = { jobAlertConfirm: 'confirm', jobAlertEnd: 'end', jobAlertManage: 'manage' } as const satisfies Record<JobAlertPageKey, string>;

/** A job alert page's head: its title, and no place in search engines (its address holds a token). */
export function jobAlertPageSeo(locale: Locale, page: JobAlertPageKey): Seo {
  return { metaTitle: jobAlertPagesResources[locale][JOB_ALERT_PAGE_TEXTS[page]].title, metaRobots: 'noindex, nofollow' };
}
