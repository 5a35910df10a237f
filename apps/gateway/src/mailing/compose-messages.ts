import {
  NOTES_MAX_LENGTH,
  type ValidCompanyRegistration,
  type ValidEventRegistration,
  type ValidNewsletterSubscription,
} from '@jobpoint/mailing-client';
import { DEFAULT_LOCALE, escapeHtml, localeDirection, mailTranslator, type Locale } from '@jobpoint/i18n';
import type { ComposeMail } from './delivery-worker';
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

/** The kinds of the forms' entries in the outbox. */
export const FORM_KINDS = ['newsletter', 'event', 'company'] as const satisfies readonly StoredSubmission['kind'][];

/** How the outbox's worker writes the forms' mails. */
export function formMailComposer(config: MailingSettings): ComposeMail<StoredSubmission> {
  return async (submission, delivery) => ({ message: composeMessage(submission, delivery.recipient, config) });
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

/** The organisation reads its notices in German, whatever the language of the form. */
const ORGANISATION_LOCALE: Locale = DEFAULT_LOCALE;

/** A language's name as the organisation reads it ("Türkisch"), from the runtime's locale data. */
const languageNames = new Intl.DisplayNames([ORGANISATION_LOCALE], { type: 'language' });

/** The language of a form's mails to the person who sent it; a form that names none had the German page. */
const visitorLocale = (payload: { locale?: Locale }): Locale => payload.locale ?? DEFAULT_LOCALE;

/**
 * What the visitor typed, as a mail in `locale` repeats it: quoted, on one line, links broken apart, cut
 * short. The intros say nothing typed, nor does the recipient's name in the header of a mail to the typed
 * address; addresses and phone numbers are checked by the form's schema and stand as they are.
 */
function typedIn(locale: Locale) {
  const typed = (value: string | undefined, maxLength?: number): string | undefined =>
    value === undefined ? undefined : quoteTypedText(value, locale, maxLength);
  return {
    typed,
    list: (values: string[]): string | undefined => (values.length > 0 ? values.map((value) => typed(value)).join(', ') : undefined),
    /** The organisation reads the whole note (the form's limit), the person who registered a short reminder of it. */
    notes: (notes: string | undefined, reader: RecipientRole): string | undefined =>
      typed(notes, reader === 'organisation' ? NOTES_MAX_LENGTH : TYPED_TEXT_MAX_LENGTH),
  };
}

function eventNotice(event: EventData['payload'], config: MailingSettings): MailMessage {
  const t = mailTranslator(ORGANISATION_LOCALE);
  const { typed, notes } = typedIn(ORGANISATION_LOCALE);
  return mail(config, ORGANISATION_LOCALE, {
    to: { email: config.recipients.event },
    replyTo: { email: event.customerEmail, name: `${event.name} ${event.surname}` },
    subject: t('event.notice.subject', { event: typed(event.eventName) }),
    intro: t('event.notice.intro'),
    fields: [
      [t('fields.event'), typed(event.eventName)],
      [t('fields.date'), typed(event.date)],
      [t('fields.time'), typed(event.time)],
      [t('fields.place'), typed(event.eventAddress)],
      [t('fields.eventContact'), event.eventEmail],
      [t('fields.firstName'), typed(event.name)],
      [t('fields.lastName'), typed(event.surname)],
      [t('fields.email'), event.customerEmail],
      [t('fields.phone'), event.phone],
      [t('fields.notes'), notes(event.notes, 'organisation')],
      [t('fields.language'), languageNames.of(visitorLocale(event))],
    ],
    tags: ['event-registration'],
  });
}

function eventConfirmation(event: EventData['payload'], config: MailingSettings): MailMessage {
  const locale = visitorLocale(event);
  const t = mailTranslator(locale);
  const { typed, notes } = typedIn(locale);
  return mail(config, locale, {
    to: { email: event.customerEmail },
    // The event's contact address comes with the form like any typed field: a reply goes to the organisation.
    replyTo: { email: config.recipients.event },
    subject: t('event.confirmation.subject', { event: typed(event.eventName) }),
    intro: t('event.confirmation.intro'),
    fields: [
      [t('fields.event'), typed(event.eventName)],
      [t('fields.date'), typed(event.date)],
      [t('fields.time'), typed(event.time)],
      [t('fields.place'), typed(event.eventAddress)],
      [t('fields.name'), typed(`${event.name} ${event.surname}`)],
      [t('fields.yourNotes'), notes(event.notes, 'person')],
    ],
    tags: ['event-confirmation'],
  });
}

function companyNotice(company: CompanyData['payload'], config: MailingSettings): MailMessage {
  const t = mailTranslator(ORGANISATION_LOCALE);
  const { typed, list, notes } = typedIn(ORGANISATION_LOCALE);
  return mail(config, ORGANISATION_LOCALE, {
    to: { email: config.recipients.company },
    replyTo: { email: company.email, name: company.contactName },
    subject: t('company.notice.subject', { company: typed(company.companyName) }),
    intro: t('company.notice.intro'),
    fields: [
      [t('fields.company'), typed(company.companyName)],
      [t('fields.contact'), typed(company.contactName)],
      [t('fields.email'), company.email],
      [t('fields.phone'), company.phone],
      [t('fields.locations'), list(company.locations)],
      [t('fields.notes'), notes(company.notes, 'organisation')],
      [t('fields.language'), languageNames.of(visitorLocale(company))],
    ],
    tags: ['company-registration'],
  });
}

function companyConfirmation(company: CompanyData['payload'], config: MailingSettings): MailMessage {
  const locale = visitorLocale(company);
  const t = mailTranslator(locale);
  const { typed, list, notes } = typedIn(locale);
  return mail(config, locale, {
    to: { email: company.email },
    replyTo: { email: config.recipients.company },
    subject: t('company.confirmation.subject'),
    intro: t('company.confirmation.intro'),
    fields: [
      [t('fields.company'), typed(company.companyName)],
      [t('fields.contact'), typed(company.contactName)],
      [t('fields.locations'), list(company.locations)],
      [t('fields.yourNotes'), notes(company.notes, 'person')],
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

function mail(config: MailingSettings, locale: Locale, content: MailContent): MailMessage {
  const fields = content.fields.filter((field): field is [string, string] => Boolean(field[1]));
  const text = [content.intro, '', ...fields.map(([label, value]) => `${label}: ${value}`)].join('\n');
  // Labels stand where a line starts: on the left, on the right in Arabic.
  const start = localeDirection(locale) === 'rtl' ? 'right' : 'left';
  const html = htmlDocument(
    locale,
    `<p>${escapeHtml(content.intro)}</p>` +
      (fields.length > 0
        ? `<table>${fields.map(([label, value]) => `<tr><th align="${start}">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`
        : ''),
  );
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


/** A mail's HTML part in its language and direction. */
export function htmlDocument(locale: Locale, body: string): string {
  const dir = localeDirection(locale);
  return `<!DOCTYPE html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"></head><body dir="${dir}">${body}</body></html>`;
}
