import type { BaseQueryFn, EndpointBuilder, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { isLocale, type Locale } from '@jobpoint/i18n';
import { JOB_ALERT_FREQUENCIES, type JobAlertFrequency } from '../lib/submission-limits';

/** A job alert as its pages show it; the address stays with the gateway. */
export interface JobAlert {
  /** The job board's query string without `?`; '' for the plain board. */
  search: string;
  frequency: JobAlertFrequency;
  locale: Locale;
  confirmed: boolean;
}

/**
 * What the links in the mails carry: letters, digits, `-` and `_`. Anything else (a link cut short in a
 * mail program, a pasted fragment) cannot be a token and is not sent.
 */
const JOB_ALERT_TOKEN = /^[\w-]{1,200}$/;

export function isJobAlertToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && JOB_ALERT_TOKEN.test(value);
}

function isJobAlert(value: unknown): value is JobAlert {
  if (typeof value !== 'object' || value === null) return false;
  const alert = value as Record<string, unknown>;
  return (
    typeof alert['search'] === 'string' &&
    (JOB_ALERT_FREQUENCIES as readonly unknown[]).includes(alert['frequency']) &&
    isLocale(alert['locale']) &&
    typeof alert['confirmed'] === 'boolean'
  );
}

type JobAlertsEndpointBuilder = EndpointBuilder<BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>, never, 'jobAlertsApi'>;

/**
 * `GET {jobAlerts}/{token}`: the alert, or null where the gateway has none by that token (404: unknown,
 * ended, or unconfirmed past its 48 hours). Other failures and unreadable answers are errors.
 */
export const getJobAlert = (build: JobAlertsEndpointBuilder) =>
  build.query<JobAlert | null, string>({
    async queryFn(token, _api, _extra, baseQuery) {
      const result = await baseQuery(`/${encodeURIComponent(token)}`);
      if (result.error) {
        return result.error.status === 404 ? { data: null } : { error: result.error };
      }
      if (!isJobAlert(result.data)) {
        return { error: { status: 'CUSTOM_ERROR', error: 'Unexpected answer of the job alerts' } };
      }
      const { search, frequency, locale, confirmed } = result.data;
      return { data: { search, frequency, locale, confirmed } };
    },
  });
