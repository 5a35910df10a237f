/** What the form says when the gateway did not take an alert (a key of `alert.*` in the job board's strings). */
export type JobAlertProblem = 'invalidSearch' | 'captcha' | 'tooMany' | 'offline' | 'error';

/** The fields of the form the gateway refused, and a message for the form as a whole. */
export interface JobAlertRefusal {
  email: boolean;
  acceptedTerms: boolean;
  problem: JobAlertProblem | null;
}

function statusOf(error: unknown): number | string | undefined {
  return typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status as number | string : undefined;
}

function fieldsOf(error: unknown): Record<string, string> {
  const data = typeof error === 'object' && error !== null && 'data' in error ? (error as { data: unknown }).data : null;
  const errors = typeof data === 'object' && data !== null && 'errors' in data ? (data as { errors: unknown }).errors : null;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string>) : {};
}

/**
 * Why a job alert was not taken, from the failed request (RTK Query's error) or a captcha that could not
 * be had: 400 names the fields (the address and the consent are the visitor's to fix; the search, a
 * captcha token or anything else is not), 403 the captcha check, 429 the rate limit; no answer (or no
 * captcha) while the browser is offline is "offline"; everything else is a failure to try again later.
 */
export function jobAlertRefusal(error: unknown, online: boolean): JobAlertRefusal {
  const status = statusOf(error);
  if (status === 400) {
    const fields = fieldsOf(error);
    const email = 'email' in fields;
    const acceptedTerms = 'acceptedTerms' in fields;
    const problem = 'search' in fields ? 'invalidSearch' : 'captchaToken' in fields ? 'captcha' : email || acceptedTerms ? null : 'error';
    return { email, acceptedTerms, problem };
  }
  const problem: JobAlertProblem =
    status === 403 ? 'captcha' : status === 429 ? 'tooMany' : typeof status !== 'number' && !online ? 'offline' : 'error';
  return { email: false, acceptedTerms: false, problem };
}
