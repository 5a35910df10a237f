import type { Locale } from '@jobpoint/i18n';
import { composeMessage, type MailMessage, type StoredSubmission } from './compose-messages';
import { COMPANY, EVENT, MAIL_SETTINGS } from './testing/mailing-test-app';

const config = MAIL_SETTINGS;

const event = (locale?: Locale): StoredSubmission => ({ kind: 'event', payload: { ...EVENT, ...(locale ? { locale } : {}) } });
const company = (locale?: Locale): StoredSubmission => ({ kind: 'company', payload: { ...COMPANY, ...(locale ? { locale } : {}) } });

const mailOf = (submission: StoredSubmission, recipient: 'organisation' | 'person') =>
  composeMessage(submission, recipient, config) as MailMessage;

/** What the confirmations say in each language, as the person who sent the form reads them. */
const LANGUAGES: Record<
  Locale,
  { eventSubject: string; eventIntro: string; notes: string; companySubject: string; companyIntro: string; locations: string; dir: 'ltr' | 'rtl' }
> = {
  de: {
    eventSubject: 'Ihre Anmeldung: „Jobdating im Wedding“',
    eventIntro: 'Guten Tag, vielen Dank für Ihre Anmeldung. Wir haben sie erhalten und freuen uns auf Sie.',
    notes: 'Ihre Anmerkungen: „Ich komme mit Lebenslauf.“',
    companySubject: 'Ihre Registrierung bei jobpoint berlin',
    companyIntro: 'Guten Tag, vielen Dank für die Registrierung Ihres Unternehmens. Wir melden uns in Kürze bei Ihnen.',
    locations: 'Standorte: „Wedding“, „Neukölln“',
    dir: 'ltr',
  },
  en: {
    eventSubject: 'Your registration: “Jobdating im Wedding”',
    eventIntro: 'Hello, thank you for registering. We have received your registration and look forward to seeing you.',
    notes: 'Your notes: “Ich komme mit Lebenslauf.”',
    companySubject: 'Your registration with jobpoint berlin',
    companyIntro: 'Hello, thank you for registering your company. We will get back to you shortly.',
    locations: 'Locations: “Wedding”, “Neukölln”',
    dir: 'ltr',
  },
  tr: {
    eventSubject: 'Kaydınız: “Jobdating im Wedding”',
    eventIntro: 'Merhaba, kaydınız için teşekkür ederiz. Kaydınızı aldık ve sizi görmeyi sabırsızlıkla bekliyoruz.',
    notes: 'Notlarınız: “Ich komme mit Lebenslauf.”',
    companySubject: 'jobpoint berlin kaydınız',
    companyIntro: 'Merhaba, şirketinizi kaydettiğiniz için teşekkür ederiz. En kısa sürede sizinle iletişime geçeceğiz.',
    locations: 'Lokasyonlar: “Wedding”, “Neukölln”',
    dir: 'ltr',
  },
  ar: {
    eventSubject: 'تسجيلك: «Jobdating im Wedding»',
    eventIntro: 'مرحبًا، شكرًا لتسجيلك. لقد استلمنا تسجيلك ونتطلع إلى لقائك.',
    notes: 'ملاحظاتك: «Ich komme mit Lebenslauf.»',
    companySubject: 'تسجيلك لدى jobpoint berlin',
    companyIntro: 'مرحبًا، شكرًا لتسجيل شركتك. سنتواصل معك قريبًا.',
    locations: 'المواقع: «Wedding», «Neukölln»',
    dir: 'rtl',
  },
};
const LOCALES = Object.keys(LANGUAGES) as Locale[];

describe.each(LOCALES)('the mails of a form sent from a page in %s', (locale) => {
  const language = LANGUAGES[locale];
  const others = LOCALES.filter((other) => other !== locale).map((other) => LANGUAGES[other]);

  it('confirm an event registration to the person in the page’s language, what they typed in its quotation marks', () => {
    const mail = mailOf(event(locale), 'person');

    expect(mail).toMatchObject({
      to: { email: EVENT.customerEmail },
      replyTo: { email: config.recipients.event },
      subject: language.eventSubject,
      tags: ['event-confirmation'],
    });
    expect(mail.text.split('\n')[0]).toBe(language.eventIntro);
    expect(mail.text).toContain(language.notes);
    expect(mail.html).toContain(`<html lang="${locale}" dir="${language.dir}">`);
    expect(mail.html).toContain(`<p>${language.eventIntro}</p>`);
    for (const other of others) {
      expect(mail.text).not.toContain(other.eventIntro);
    }
  });

  it('confirm a company registration to the company in the page’s language', () => {
    const mail = mailOf(company(locale), 'person');

    expect(mail).toMatchObject({
      to: { email: COMPANY.email },
      replyTo: { email: config.recipients.company },
      subject: language.companySubject,
      tags: ['company-confirmation'],
    });
    expect(mail.text.split('\n')[0]).toBe(language.companyIntro);
    expect(mail.text).toContain(language.locations);
    expect(mail.html).toContain(`<body dir="${language.dir}">`);
  });

  it('tell the organisation in German, with the language the person was answered in', () => {
    const notice = mailOf(event(locale), 'organisation');
    const companyNotice = mailOf(company(locale), 'organisation');

    expect(notice).toMatchObject({
      to: { email: config.recipients.event },
      replyTo: { email: EVENT.customerEmail, name: 'Ada Lovelace' },
      subject: 'Anmeldung zur Veranstaltung: „Jobdating im Wedding“',
      tags: ['event-registration'],
    });
    expect(notice.text).toContain('Anmerkungen: „Ich komme mit Lebenslauf.“');
    expect(notice.text).toContain(`Sprache: ${{ de: 'Deutsch', en: 'Englisch', tr: 'Türkisch', ar: 'Arabisch' }[locale]}`);
    expect(notice.html).toContain('<html lang="de" dir="ltr">');
    expect(companyNotice.subject).toBe('Registrierung eines Unternehmens: „Muster GmbH“');
    expect(companyNotice.text).toContain('Standorte: „Wedding“, „Neukölln“');
  });
});

describe('a form that names no language', () => {
  it('gets German mails, as the site’s default language', () => {
    expect(mailOf(event(), 'person').subject).toBe(LANGUAGES.de.eventSubject);
    expect(mailOf(company(), 'person').text).toContain(LANGUAGES.de.companyIntro);
    expect(mailOf(company(), 'organisation').text).toContain('Sprache: Deutsch');
  });
});

describe('the HTML part of a form’s mail', () => {
  it('sets its labels where a line starts and escapes what was typed', () => {
    const submission: StoredSubmission = { kind: 'company', payload: { ...COMPANY, companyName: '<b>Muster & Söhne</b>', locale: 'ar' } };

    expect(mailOf(submission, 'person').html).toContain('<tr><th align="right">الشركة</th><td>«&lt;b&gt;Muster &amp; Söhne&lt;/b&gt;»</td></tr>');
    expect(mailOf(submission, 'organisation').html).toContain('<tr><th align="left">Unternehmen</th><td>„&lt;b&gt;Muster &amp; Söhne&lt;/b&gt;“</td></tr>');
  });
});
