import { escapeHtml, type Locale } from '@jobpoint/i18n';
import { jobPath } from '@jobpoint/jobs-client';
import { jobBoardTranslator, queryFromSearchState, searchStateFromQuery } from '@jobpoint/job-board/search';
import { publicViewConstantsFixture } from '@jobpoint/test-utils';
import { expectNothingBreaksOut, HOSTILE_TEXT } from '../mailing/testing/hostile-text';
import { describeAlertSearch } from './describe-alert-search';
import {
  JOBS_PER_MAIL,
  jobAlertConfirmationMail,
  jobAlertMail,
  type AlertJob,
  type JobAlertMailContext,
} from './job-alert-mails';
import { UNCONFIRMED_ALERT_LIFETIME_MS } from './job-alert-schedule.mjs';
import type { JobAlert } from './job-alert-store';
import type { JobsLookup } from './jobs-lookup';

const TOKEN = 'Zq7_Kx2-Lm9pRt4vWy6aBc8dEf0gHj3k';
const ORIGIN = 'https://site.test';

function alertOf(locale: Locale, fields: Partial<JobAlert> = {}): JobAlert {
  return {
    id: 'alert-1',
    token: TOKEN,
    email: 'ada@example.org',
    search: 'q=Koch&kategorie=4',
    locale,
    frequency: 'daily',
    createdAt: 0,
    confirmedAt: 1,
    dueAt: 2,
    jobsSince: 1,
    lastMailAt: null,
    ...fields,
  };
}

const context: JobAlertMailContext = {
  origin: ORIGIN,
  sender: { email: 'website@org.test', name: 'jobpoint berlin' },
  description: ['Suchbegriff: Koch', 'Berufsfeld: Gastronomie und Hotellerie'],
};

const job = (id: number, title: string, company = 'Kiez Gastro GmbH', place = '12043 Neukölln'): AlertJob => ({
  title,
  company,
  place,
  path: jobPath({ id, title }),
});

const JOBS = [
  job(103, 'Koch (m/w/d)'),
  job(102, 'Beikoch (m/w/d)', 'Spree Hotel GmbH', '10115 Mitte'),
  job(101, 'Küchenhilfe', 'Kantine AG', ''),
];

/** What each language's mails say, as the visitor reads them. */
const LANGUAGES: Record<
  Locale,
  {
    confirmSubject: string;
    confirmButton: string;
    daily: string;
    weekly: string;
    subjectOne: string;
    subjectThree: string;
    dir: 'ltr' | 'rtl';
  }
> = {
  de: {
    confirmSubject: 'Bitte bestätigen Sie Ihren Job-Alarm',
    confirmButton: 'Job-Alarm bestätigen',
    daily: 'Häufigkeit: täglich',
    weekly: 'Häufigkeit: wöchentlich',
    subjectOne: '1 neuer Job für Ihren Job-Alarm',
    subjectThree: '3 neue Jobs für Ihren Job-Alarm',
    dir: 'ltr',
  },
  en: {
    confirmSubject: 'Please confirm your job alert',
    confirmButton: 'Confirm job alert',
    daily: 'How often: daily',
    weekly: 'How often: weekly',
    subjectOne: '1 new job for your job alert',
    subjectThree: '3 new jobs for your job alert',
    dir: 'ltr',
  },
  tr: {
    confirmSubject: 'Lütfen iş alarmınızı onaylayın',
    confirmButton: 'İş alarmını onayla',
    daily: 'Sıklık: günlük',
    weekly: 'Sıklık: haftalık',
    subjectOne: 'İş alarmınız için 1 yeni ilan',
    subjectThree: 'İş alarmınız için 3 yeni ilan',
    dir: 'ltr',
  },
  ar: {
    confirmSubject: 'يرجى تأكيد تنبيه الوظائف',
    confirmButton: 'تأكيد تنبيه الوظائف',
    daily: 'عدد المرات: يوميًا',
    weekly: 'عدد المرات: أسبوعيًا',
    subjectOne: 'وظيفة جديدة واحدة لتنبيه الوظائف الخاص بك',
    subjectThree: '3 وظائف جديدة لتنبيه الوظائف الخاص بك',
    dir: 'rtl',
  },
};
const LOCALES = Object.keys(LANGUAGES) as Locale[];

const page = (path: string, locale: Locale) => `${ORIGIN}${path}?token=${TOKEN}&locale=${locale}`;
/** A link as it stands in an HTML attribute. */
const href = (url: string) => `href="${url.replace(/&/g, '&amp;')}"`;

describe.each(LOCALES)('the job alert mails in %s', (locale) => {
  const language = LANGUAGES[locale];
  const others = LOCALES.filter((other) => other !== locale).map((other) => LANGUAGES[other]);

  it('asks to confirm the alert with its link, in the alert’s language, and says what it looks for', () => {
    const mail = jobAlertConfirmationMail(alertOf(locale), context);
    const confirm = page('/job-alarm/bestaetigen', locale);

    expect(mail).toMatchObject({
      type: 'mail',
      sender: context.sender,
      to: { email: 'ada@example.org' },
      subject: language.confirmSubject,
      tags: ['job-alert-confirmation'],
    });
    expect(mail.text).toContain(confirm);
    expect(mail.text).toContain('- Suchbegriff: Koch\n- Berufsfeld: Gastronomie und Hotellerie');
    expect(mail.text).toContain(language.daily);
    expect(mail.html).toContain(`<a ${href(confirm)}>${language.confirmButton}</a>`);
    expect(mail.html).toContain('<li>Suchbegriff: Koch</li>');
    expect(mail.html).toContain(`<html lang="${locale}" dir="${language.dir}">`);
    expect(mail.html).toContain(`<body dir="${language.dir}">`);
    for (const other of others) {
      expect(mail.text).not.toContain(other.daily);
      expect(mail.html).not.toContain(other.confirmButton);
    }
    // Nothing to unsubscribe from before the address confirmed.
    expect(mail.headers).toBeUndefined();
    expect(mail.text).not.toContain('/job-alarm/abmelden');
  });

  it('lists the new jobs with title, company, place and link, with the links to manage and end the alert', () => {
    const mail = jobAlertMail(alertOf(locale, { frequency: 'weekly' }), JOBS, false, context);
    const manage = page('/job-alarm/verwalten', locale);
    const end = page('/job-alarm/abmelden', locale);

    expect(mail).toMatchObject({
      to: { email: 'ada@example.org' },
      subject: language.subjectThree,
      tags: ['job-alert'],
    });
    expect(mail.text).toContain(
      [
        'Koch (m/w/d)',
        'Kiez Gastro GmbH · 12043 Neukölln',
        `${ORIGIN}/job-boerse/koch-m-w-d-103?locale=${locale}`,
        '',
        'Beikoch (m/w/d)',
        'Spree Hotel GmbH · 10115 Mitte',
        `${ORIGIN}/job-boerse/beikoch-m-w-d-102?locale=${locale}`,
        '',
        'Küchenhilfe',
        'Kantine AG',
        `${ORIGIN}/job-boerse/k%C3%BCchenhilfe-101?locale=${locale}`,
      ].join('\n'),
    );
    expect(mail.text).toContain(language.weekly);
    expect(mail.text).toContain(manage);
    expect(mail.text).toContain(end);
    expect(mail.html).toContain(
      `<li><a ${href(`${ORIGIN}/job-boerse/koch-m-w-d-103?locale=${locale}`)}>Koch (m/w/d)</a><br>Kiez Gastro GmbH · 12043 Neukölln</li>`,
    );
    expect(mail.html).toContain(href(manage));
    expect(mail.html).toContain(href(end));
    expect(mail.html).toContain(`<html lang="${locale}" dir="${language.dir}">`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${end}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    for (const other of others) {
      expect(mail.text).not.toContain(other.weekly);
    }
    // All the new jobs are listed: no link to the search for more.
    expect(mail.text).not.toContain(`${ORIGIN}/job-boerse?`);
  });

  it('says how long the link lasts, as long as the alert waits for it', () => {
    const mail = jobAlertConfirmationMail(alertOf(locale), context);

    expect(UNCONFIRMED_ALERT_LIFETIME_MS).toBe(48 * 3_600_000);
    expect(mail.text.match(/\b48\b/g)).toHaveLength(2);
    expect(mail.html.match(/\b48\b/g)).toHaveLength(2);
  });

  it('counts one job in the subject', () => {
    expect(jobAlertMail(alertOf(locale), JOBS.slice(0, 1), false, context).subject).toBe(language.subjectOne);
  });
});

describe('an alert mail with many new jobs', () => {
  const many = Array.from({ length: 25 }, (_, index) => job(500 - index, `Stelle Nummer ${index + 1}`));
  const searchLink = `${ORIGIN}/job-boerse?q=Koch&kategorie=4&locale=de`;

  it('lists the newest 20 and links to the search for the rest', () => {
    const mail = jobAlertMail(alertOf('de'), many, false, context);

    expect(JOBS_PER_MAIL).toBe(20);
    expect(mail.subject).toBe('20 neue Jobs für Ihren Job-Alarm');
    expect(mail.text).toContain('Stelle Nummer 20\n');
    expect(mail.text).not.toContain('Stelle Nummer 21');
    expect(mail.html.match(/<li><a /g)).toHaveLength(20);
    expect(mail.text).toContain(`Weitere neue Jobs zu Ihrer Suche finden Sie auf der Website:\n${searchLink}`);
    expect(mail.html).toContain(
      `<a ${href(searchLink)}>Weitere neue Jobs zu Ihrer Suche finden Sie auf der Website</a>`,
    );
  });

  it('links to the search when the jobs service had more than it listed', () => {
    const mail = jobAlertMail(alertOf('en'), JOBS, true, context);

    expect(mail.text).toContain(`${ORIGIN}/job-boerse?q=Koch&kategorie=4&locale=en`);
  });

  it('links to the whole job board for an alert on all jobs', () => {
    const mail = jobAlertMail(alertOf('tr', { search: '' }), JOBS, true, context);

    expect(mail.text).toContain(`${ORIGIN}/job-boerse?locale=tr\n`);
  });
});

describe('what a job or a search brings into the HTML part', () => {
  it('is escaped, in the plain text part kept as it is', () => {
    const hostile = job(7, '<script>alert("x")</script> Koch & Kellner', 'Müller & <b>Söhne</b>', '12043 "Neukölln"');
    const mail = jobAlertMail(alertOf('de'), [hostile], false, {
      ...context,
      description: ['Suchbegriff: <img src=x onerror=alert(1)>'],
    });

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Koch &amp; Kellner');
    expect(mail.html).toContain('Müller &amp; &lt;b&gt;Söhne&lt;/b&gt;');
    expect(mail.html).toContain('<li>Suchbegriff: &lt;img src=x onerror=alert(1)&gt;</li>');
    expect(mail.text).toContain('<script>alert("x")</script> Koch & Kellner');
  });
});

describe.each(LOCALES)('a search text typed to make the %s mails say something else', (locale) => {
  const jobs = { publicViewConstants: async () => publicViewConstantsFixture } as unknown as JobsLookup;
  const opening = { de: '„', en: '“', tr: '“', ar: '«' }[locale];
  const search = searchStateFromQuery(new URLSearchParams({ q: HOSTILE_TEXT, kategorie: '4' }));
  const alert = alertOf(locale, { search: queryFromSearchState(search).toString() });

  it('stands quoted on the line of the search term, its link broken, beside the filter the jobs service names', async () => {
    const description = await describeAlertSearch(search, locale, jobs);

    expect(description).toHaveLength(2);
    expect(description[0]).toMatch(new RegExp(`^${jobBoardTranslator(locale)('inWords.query')}: ${opening}Koch Bcc: `));
    expect(description[0]).toContain('Jetzt Konto bestätigen: https: //evil. test/login');
    expect(description[1]).not.toMatch(/Koch|evil/);
    description.forEach(expectNothingBreaksOut);
  });

  it.each([
    ['the confirmation', (context: JobAlertMailContext) => jobAlertConfirmationMail(alert, context)],
    ['an alert mail', (context: JobAlertMailContext) => jobAlertMail(alert, JOBS, true, context)],
  ])('is one line of %s in plain text and HTML, never a link of its own', async (_name, write) => {
    const description = await describeAlertSearch(search, locale, jobs);
    const mail = write({ ...context, description });

    expect(mail.text).toContain(`\n- ${description[0]}\n`);
    expect(mail.text).not.toMatch(/^Bcc:/m);
    // Only the search's own line and the site's link to the search (its query percent-encoded) hold it.
    const holding = mail.text.split('\n').filter((line) => /evil|Bcc/.test(line));
    expect(holding.filter((line) => !line.startsWith(`${ORIGIN}/job-boerse?`))).toEqual([`- ${description[0]}`]);
    expect(mail.html).toContain(`<li>${escapeHtml(description[0])}</li>`);
    // Every link is the site's own.
    expect(mail.html).not.toMatch(/href="(?!https:\/\/site\.test\/)/);
    expect(mail.html).not.toMatch(/[\r\u202A-\u202E\u2066-\u2069]/);
  });
});
