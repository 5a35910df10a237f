import { LOCALES, mailResources, type StringTree } from '@jobpoint/i18n';
import { jobAlertConfirmationMail, jobAlertMail, type JobAlertMailContext } from '../job-alerts/job-alert-mails';
import type { JobAlert } from '../job-alerts/job-alert-store';
import { composeMessage, type MailMessage, type StoredSubmission } from './compose-messages';
import { COMPANY, EVENT, MAIL_SETTINGS } from './testing/mailing-test-app';

// Every mail text stands as its key, so whatever words are left in a mail come from the gateway's code.
jest.mock('@jobpoint/i18n', () => ({
  ...jest.requireActual<object>('@jobpoint/i18n'),
  mailTranslator: () => (key: string) => `⟦${key}⟧`,
}));

const config = MAIL_SETTINGS;

const alert: JobAlert = {
  id: 'alert-1',
  token: 'Zq7_Kx2-Lm9pRt4vWy6aBc8dEf0gHj3k',
  email: 'ada@example.org',
  search: 'q=Koch',
  locale: 'tr',
  frequency: 'weekly',
  createdAt: 0,
  confirmedAt: 1,
  dueAt: 2,
  jobsSince: 1,
  lastMailAt: null,
};
const context: JobAlertMailContext = {
  origin: 'https://site.test',
  sender: config.sender,
  description: ['Suchbegriff: Koch'],
};
const job = { title: 'Koch (m/w/d)', company: 'Kiez Gastro GmbH', place: '12043 Neukölln', path: '/job-boerse/koch-m-w-d-103' };

const event: StoredSubmission = { kind: 'event', payload: { ...EVENT, locale: 'en' } };
const company: StoredSubmission = { kind: 'company', payload: { ...COMPANY, locale: 'ar' } };

const MAILS: [name: string, mail: MailMessage][] = [
  ['the notice of an event registration', composeMessage(event, 'organisation', config) as MailMessage],
  ['the confirmation of an event registration', composeMessage(event, 'person', config) as MailMessage],
  ['the notice of a company registration', composeMessage(company, 'organisation', config) as MailMessage],
  ['the confirmation of a company registration', composeMessage(company, 'person', config) as MailMessage],
  ['the confirmation of a job alert', jobAlertConfirmationMail(alert, context)],
  ['a job alert', jobAlertMail(alert, [job], true, context)],
];

/** What a mail holds that is neither text nor data: keys, links, addresses, markup, quotation marks. */
const DATA = [
  ...Object.values(EVENT),
  ...Object.values(COMPANY).flat(),
  ...Object.values(job),
  ...context.description,
  // The language the person was answered in, named by the runtime's locale data.
  ...LOCALES.map((locale) => new Intl.DisplayNames(['de'], { type: 'language' }).of(locale) ?? locale),
];

function wordsOfItsOwn(part: string): string[] {
  const rest = [...DATA]
    .sort((a, b) => b.length - a.length)
    .reduce((text, value) => text.split(value).join(' '), part.replace(/⟦[\w.]+⟧/g, ' ').replace(/https?:\/\/\S+/g, ' '))
    .replace(/<[^>]*>/g, ' ')
    .replace(/&\w+;/g, ' ');
  return rest.match(/\p{L}+/gu) ?? [];
}

function keysOf(tree: StringTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key.replace(/_(one|other)$/, '')}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe.each(MAILS)('%s', (_name, mail) => {
  it('holds no word of the gateway’s own: all its texts come from the mail resources', () => {
    expect(wordsOfItsOwn(mail.subject)).toEqual([]);
    expect(wordsOfItsOwn(mail.text)).toEqual([]);
    expect(wordsOfItsOwn(mail.html)).toEqual([]);
  });

  it('asks only for texts the resources have', () => {
    const keys = [mail.subject, mail.text, mail.html].join('\n').match(/(?<=⟦)[\w.]+(?=⟧)/g) ?? [];

    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !keysOf(mailResources.de).includes(key))).toEqual([]);
  });
});
