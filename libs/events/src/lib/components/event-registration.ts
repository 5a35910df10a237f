import type { EventDetail } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import type { EventRegistration } from '@jobpoint/mailing-client';
import { formatDateRange, formatTimeRange } from '@jobpoint/ui-kit';
import { addressLine } from '../format/event-facts';

/** The reCAPTCHA action of the form; the gateway accepts a token only for the kind of the submission. */
export const EVENT_CAPTCHA_ACTION = 'event';

/** What the visitor typed; the API's field names, so a server message maps onto its field. */
export interface EventFormValues {
  name: string;
  surname: string;
  customerEmail: string;
  phone: string;
  notes: string;
}

export const EMPTY_EVENT_FORM: EventFormValues = { name: '', surname: '', customerEmail: '', phone: '', notes: '' };

/**
 * The body of POST /api/brevo/event: the person's trimmed values (optional ones left out when blank), the
 * event as the mails name it (title, date and time as the page shows them, address, the location's
 * e-mail), the page's language (the confirmation mail speaks it) and the captcha token where the site has
 * a captcha.
 */
export function toEventRegistration(
  values: EventFormValues,
  event: EventDetail,
  locale: Locale,
  captchaToken: string | undefined,
): EventRegistration {
  const phone = values.phone.trim();
  const notes = values.notes.trim();
  const time = formatTimeRange(event.startTime, event.endTime);
  const eventAddress = addressLine(event.address) ?? event.location?.trim() ?? event.locationTitle;
  const eventEmail = event.address?.email?.trim();
  return {
    eventName: event.title,
    name: values.name.trim(),
    surname: values.surname.trim(),
    customerEmail: values.customerEmail.trim(),
    ...(eventEmail ? { eventEmail } : {}),
    ...(phone ? { phone } : {}),
    ...(notes ? { notes } : {}),
    date: formatDateRange(event.Datum, event.endDate, locale) ?? event.Datum,
    ...(time ? { time } : {}),
    ...(eventAddress ? { eventAddress } : {}),
    locale,
    ...(captchaToken ? { captchaToken } : {}),
  };
}
