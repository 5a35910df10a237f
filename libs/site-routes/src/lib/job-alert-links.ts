import { LOCALE_QUERY_PARAM, type Locale } from '@jobpoint/i18n';
import { ROUTES, type PageQueryParam } from './site-pages';

/** The job alert pages' query parameters: the alert's token, and what the gateway did on a form's POST. */
export const JOB_ALERT_PARAMS = { token: 'token', ended: 'beendet', saved: 'gespeichert' } as const satisfies Record<string, PageQueryParam<JobAlertPageKey>>;

/** The field of the one-click unsubscribe (RFC 8058) that a mail program posts, and the end forms post too. */
export const ONE_CLICK_UNSUBSCRIBE = { name: 'List-Unsubscribe', value: 'One-Click' } as const;

/** The manage form's field: how often the alert mails (`daily` or `weekly`). */
// Stryker disable next-line StringLiteral: a name shared by the form and the gateway, not logic.
export const JOB_ALERT_FREQUENCY_FIELD = 'frequency';

export type JobAlertPageKey = 'jobAlertConfirm' | 'jobAlertEnd' | 'jobAlertManage';

/**
 * A job alert page's address for one alert: the mails' links and the pages' forms (which post to it). A
 * language named in the address stays with it, so what the form's answer shows is in that language too.
 */
export function jobAlertHref(key: JobAlertPageKey, token: string, locale?: Locale | null): string {
  const params = new URLSearchParams({ [JOB_ALERT_PARAMS.token]: token });
  if (locale) params.set(LOCALE_QUERY_PARAM, locale);
  return `${ROUTES[key]}?${params}`;
}
