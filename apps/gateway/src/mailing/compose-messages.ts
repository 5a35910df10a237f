import {
  NOTES_MAX_LENGTH,
  type ValidCompanyRegistration,
  type ValidEventRegistration,
  type ValidNewsletterSubscription,
} from '@jobpoint/mailing-client';
import { escapeHtml } from '@jobpoint/i18n';
import type { MailingConfig } from './mailing-config';
import type { NewDelivery, RecipientRole } from './outbox';
import { quoteTypedText, TYPED_TEXT_MAX_LENGTH } from './typed-text';

export interface MailAddress {
  email: string;
  name?: string;
}

/** A contact for a list, confirmed by the person through the provider's double opt-in mail. */
export interface DoubleOptInMessage {
  type: 'double-opt-in';
  email: string;
  listIds: number[];
  templateId: number;
  redirectionUrl: string;
}

/** A transactional e-mail: plain text, with the same content as simple HTML. */
export interface MailMessage {
  type: 'mail';
  sender: MailAddress;
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  tags: string[];
  /** Further header fields, e.g. the List-Unsubscribe fields of RFC 8058. */
  headers?: Record<string, string>;
}

export type OutgoingMessage = DoubleOptInMessage | MailMessage;

/** The stored form of a submission: what the visitor sent, without the captcha token. */
export type StoredSubmission =
  | { kind: 'newsletter'; payload: Omit<ValidNewsletterSubscription, 'captchaToken'> }
  | { kind: 'event'; payload: Omit<ValidEventRegistration, 'captchaToken'> }
  | { kind: 'company'; payload: Omit<ValidCompanyRegistration, 'captchaToken'> };

type MailingSettings = Pick<MailingConfig, 'doubleOptIn' | 'sender' | 'recipients'>;

/** Who gets a message for a submission: the subscriber, or the organisation and the person who registered. */
export function recipientsOf(submission: StoredSubmission, config: MailingSettings): NewDelivery[] {
  switch (submission.kind) {
    case 'newsletter':
      return [{ recipient: 'subscriber', address: submission.payload.email }];
    case 'event':
      return [
        { recipient: 'organisation', address: config.recipients.event },
        { recipient: 'person', address: submission.payload.customerEmail },
      ];
    case 'company':
      return [
        { recipient: 'organisation', address: config.recipients.company },
        { recipient: 'person', address: submission.payload.email },
      ];
  }
}

/** The message for one recipient of a submission; the same every time, so a retry sends what the first attempt would have. */
export function composeMessage(submission: StoredSubmission, recipient: RecipientRole, config: MailingSettings): OutgoingMessage {
  switch (submission.kind) {
    case 'newsletter':
      return {
        type: 'double-opt-in',
        email: submission.payload.email,
        listIds: [submission.payload.listId],
        templateId: config.doubleOptIn.templateId,
        redirectionUrl: config.doubleOptIn.redirectionUrl,
      };
    case 'event':
      return recipient === 'organisation' ? eventNotice(submission.payload, config) : eventConfirmation(submission.payload, config);
    case 'company':
      return recipient === 'organisation' ? companyNotice(submission.payload, config) : companyConfirmation(submission.payload, config);
  }
}

type EventData = StoredSubmission & { kind: 'event' };
type CompanyData = StoredSubmission & { kind: 'company' };

/**
 * What the visitor typed, as these mails (written in German) repeat it: quoted, on one line, links broken
 * apart, cut short. The intros say nothing typed, nor does the recipient's name in the header of a mail to
 * the typed address; addresses and phone numbers are checked by the form's schema and stand as they are.
 */
function typed(value: string | undefined, maxLength?: number): string | undefined {
  return value === undefined ? undefined : quoteTypedText(value, 'de', maxLength);
}

function typedList(values: string[]): string | undefined {
  return values.length > 0 ? values.map((value) => typed(value)).join(', ') : undefined;
}

/** The organisation reads the whole note (the form's limit), the person who registered a short reminder of it. */
const typedNotes = (notes: string | undefined, reader: 'organisation' | 'person') =>
  typed(notes, reader === 'organisation' ? NOTES_MAX_LENGTH : TYPED_TEXT_MAX_LENGTH);

function eventNotice(event: EventData['payload'], config: MailingSettings): MailMessage {
  return mail(config, {
    to: { email: config.recipients.event },
    replyTo: { email: event.customerEmail, name: `${event.name} ${event.surname}` },
    subject: `Anmeldung zur Veranstaltung: ${typed(event.eventName)}`,
    intro: 'Über die Website hat sich jemand zu einer Veranstaltung angemeldet.',
    fields: [
      ['Veranstaltung', typed(event.eventName)],
      ['Datum', typed(event.date)],
      ['Uhrzeit', typed(event.time)],
      ['Ort', typed(event.eventAddress)],
      ['Kontakt der Veranstaltung', event.eventEmail],
      ['Vorname', typed(event.name)],
      ['Nachname', typed(event.surname)],
      ['E-Mail', event.customerEmail],
      ['Telefon', event.phone],
      ['Anmerkungen', typedNotes(event.notes, 'organisation')],
    ],
    tags: ['event-registration'],
  });
}

function eventConfirmation(event: EventData['payload'], config: MailingSettings): MailMessage {
  return mail(config, {
    to: { email: event.customerEmail },
    // The event's contact address comes with the form like any typed field: a reply goes to the organisation.
    replyTo: { email: config.recipients.event },
    subject: `Ihre Anmeldung: ${typed(event.eventName)}`,
    intro: 'Guten Tag, vielen Dank für Ihre Anmeldung. Wir haben sie erhalten und freuen uns auf Sie.',
    fields: [
      ['Veranstaltung', typed(event.eventName)],
      ['Datum', typed(event.date)],
      ['Uhrzeit', typed(event.time)],
      ['Ort', typed(event.eventAddress)],
      ['Name', typed(`${event.name} ${event.surname}`)],
      ['Ihre Anmerkungen', typedNotes(event.notes, 'person')],
    ],
    tags: ['event-confirmation'],
  });
}

function companyNotice(company: CompanyData['payload'], config: MailingSettings): MailMessage {
  return mail(config, {
    to: { email: config.recipients.company },
    replyTo: { email: company.email, name: company.contactName },
    subject: `Registrierung eines Unternehmens: ${typed(company.companyName)}`,
    intro: 'Über die Website hat sich ein Unternehmen registriert.',
    fields: [
      ['Unternehmen', typed(company.companyName)],
      ['Ansprechperson', typed(company.contactName)],
      ['E-Mail', company.email],
      ['Telefon', company.phone],
      ['Standorte', typedList(company.locations)],
      ['Anmerkungen', typedNotes(company.notes, 'organisation')],
    ],
    tags: ['company-registration'],
  });
}

function companyConfirmation(company: CompanyData['payload'], config: MailingSettings): MailMessage {
  return mail(config, {
    to: { email: company.email },
    replyTo: { email: config.recipients.company },
    subject: 'Ihre Registrierung bei jobpoint berlin',
    intro: 'Guten Tag, vielen Dank für die Registrierung Ihres Unternehmens. Wir melden uns in Kürze bei Ihnen.',
    fields: [
      ['Unternehmen', typed(company.companyName)],
      ['Ansprechperson', typed(company.contactName)],
      ['Standorte', typedList(company.locations)],
      ['Ihre Anmerkungen', typedNotes(company.notes, 'person')],
    ],
    tags: ['company-confirmation'],
  });
}

interface MailContent {
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  intro: string;
  fields: [label: string, value: string | undefined][];
  tags: string[];
}

function mail(config: MailingSettings, content: MailContent): MailMessage {
  const fields = content.fields.filter((field): field is [string, string] => Boolean(field[1]));
  const text = [content.intro, '', ...fields.map(([label, value]) => `${label}: ${value}`)].join('\n');
  const html =
    `<p>${escapeHtml(content.intro)}</p>` +
    (fields.length > 0
      ? `<table>${fields.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`
      : '');
  return {
    type: 'mail',
    sender: config.sender,
    to: content.to,
    replyTo: content.replyTo,
    subject: content.subject,
    text,
    html,
    tags: content.tags,
  };
}

