/** The Brevo list the newsletter signup adds addresses to. */
export const NEWSLETTER_LIST_ID = 2;

/** RFC 5321 limits a forward path to 256 octets, so an address longer than 254 characters cannot work. */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const TITLE_MAX_LENGTH = 200;
export const PHONE_MAX_LENGTH = 40;
export const ADDRESS_MAX_LENGTH = 300;
export const NOTES_MAX_LENGTH = 2000;
export const LOCATIONS_MAX_COUNT = 20;
/** How often a job alert mails its search's new jobs. */
export const JOB_ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];
/** The reCAPTCHA action of the job alert form; the gateway expects its token for exactly this action. */
export const JOB_ALERT_CAPTCHA_ACTION = 'job_alert';
/** A job board query string; the board's own searches stay far below this, any longer is not one of them. */
export const JOB_ALERT_SEARCH_MAX_LENGTH = 2000;
/** reCAPTCHA Enterprise tokens are about 2 KB; anything far larger is not a token. */
export const CAPTCHA_TOKEN_MAX_LENGTH = 8192;

export const FIELD_MESSAGES = {
  required: 'is required',
  email: 'must be a valid e-mail address',
  tooLong: (max: number) => `must be at most ${max} characters`,
  consent: 'must be accepted',
  phone: 'may contain only digits, spaces and + - / ( )',
  oneOf: (values: readonly string[]) => `must be one of ${values.join(', ')}`,
} as const;
