import type { Locale } from '@jobpoint/i18n';
import type { CompanyRegistration } from '@jobpoint/mailing-client';

/** Like the newsletter signup: idle, then sending, then success or error. */
export type CompanyRegistrationStatus = 'idle' | 'sending' | 'success' | 'error';

export type CompanyRegistrationEvent = { type: 'started' } | { type: 'succeeded' } | { type: 'failed' };

/** What the visitor typed and ticked; the API's field names, so a server message maps onto its field. */
export interface CompanyFormValues {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  notes: string;
  locations: string[];
}

// Stryker disable next-line all: the form's empty start, data checked by the form's spec, not logic.
export const EMPTY_COMPANY_FORM: CompanyFormValues = { companyName: '', contactName: '', email: '', phone: '', notes: '', locations: [] };

/** A new attempt starts from sending whatever came before, so an old error never shows beside it. */
export function companyRegistrationReducer(status: CompanyRegistrationStatus, event: CompanyRegistrationEvent): CompanyRegistrationStatus {
  switch (event.type) {
    case 'started':
      return 'sending';
    case 'succeeded':
      return status === 'sending' ? 'success' : status;
    case 'failed':
      return status === 'sending' ? 'error' : status;
  }
}

/**
 * The body of POST /api/brevo/company: trimmed values, optional fields left out when blank (the gateway
 * reads blank as "not given" anyway), the page's language (the confirmation mail speaks it), and the
 * captcha token only where the site has a captcha.
 */
export function toCompanyRegistration(values: CompanyFormValues, locale: Locale, captchaToken: string | undefined): CompanyRegistration {
  const phone = values.phone.trim();
  const notes = values.notes.trim();
  return {
    companyName: values.companyName.trim(),
    email: values.email.trim(),
    contactName: values.contactName.trim(),
    ...(notes ? { notes } : {}),
    ...(phone ? { phone } : {}),
    locations: values.locations,
    locale,
    ...(captchaToken ? { captchaToken } : {}),
  };
}
