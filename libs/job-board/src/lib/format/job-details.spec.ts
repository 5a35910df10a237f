import type { Job } from '@jobpoint/jobs-client';
import { jobFixture } from '@jobpoint/test-utils';
import { jobBoardTranslator } from '../i18n/job-board-translator';
import {
  applyTarget,
  contractText,
  formatEuro,
  jobDistricts,
  jobPageTitle,
  isWebUrl,
  jobPdfHref,
  mergeJobDetailLabels,
  needsJobLanguageNote,
  paragraphs,
  paymentText,
  summary,
  workTimeEntries,
} from './job-details';

function job(overrides: Partial<Job> = {}): Job {
  return { ...(jobFixture({ id: 1312, title: 'Koch' }) as Job), ...overrides };
}

describe('applyTarget', () => {
  it('follows the job’s application types in order', () => {
    expect(applyTarget(job({ application_types: ['url', 'email'] }), 'Bewerbung')).toEqual({
      kind: 'url',
      href: 'https://www.company-1.example/karriere/1312',
    });
    const email = applyTarget(job({ application_types: ['email', 'url'] }), 'Bewerbung: Koch (Job-Nr. 1312)');
    expect(email).toMatchObject({ kind: 'email' });
    expect(email && 'href' in email && email.href).toMatch(/^mailto:.+\?subject=Bewerbung%3A%20Koch%20\(Job-Nr\.%201312\)$/);
  });

  it('skips a URL application without a web address and falls back to the next type', () => {
    expect(applyTarget(job({ application_types: ['url', 'post'], application_url: 'javascript:alert(1)' }), 'x')).toEqual({ kind: 'post' });
    expect(applyTarget(job({ application_types: ['url'], application_url: null }), 'x')).toBeNull();
  });

  it('offers a phone call', () => {
    const target = applyTarget(job({ application_types: ['phone'] }), 'x');
    expect(target).toMatchObject({ kind: 'phone', href: expect.stringMatching(/^tel:\+?\d+$/) });
  });

  it('links the application page without the blanks around its address', () => {
    expect(applyTarget(job({ application_types: ['url'], application_url: ' https://example.org/jobs/1 ' }), 'x')).toEqual({
      kind: 'url',
      href: 'https://example.org/jobs/1',
    });
  });

  it('writes to the contact’s application address, else their own, else the company’s, else goes on', () => {
    const base = job();
    const contact = base.contact as NonNullable<Job['contact']>;
    const addressOf = (overrides: Partial<Job>) => {
      const target = applyTarget(job({ application_types: ['email', 'post'], ...overrides }), 'x');
      return target?.kind === 'email' ? target.address : target?.kind;
    };
    expect(addressOf({})).toBe(contact.application_email);
    expect(addressOf({ contact: { ...contact, application_email: '' } })).toBe(contact.email);
    expect(addressOf({ contact: null })).toBe(base.company.email);
    expect(addressOf({ contact: null, company: { ...base.company, email: '' } })).toBe('post');
  });

  it('calls the contact, else the company, else goes on', () => {
    const base = job();
    const contact = base.contact as NonNullable<Job['contact']>;
    const numberOf = (overrides: Partial<Job>) => {
      const target = applyTarget(job({ application_types: ['phone', 'post'], ...overrides }), 'x');
      return target?.kind === 'phone' ? target.number : target?.kind;
    };
    expect(numberOf({ contact: { ...contact, phone: '030 1' } })).toBe('030 1');
    expect(numberOf({ contact: null, company: { ...base.company, phone: '030 2' } })).toBe('030 2');
    expect(numberOf({ contact: { ...contact, phone: '' }, company: { ...base.company, phone: '' } })).toBe('post');
  });

  it('takes only web addresses as an application page', () => {
    expect(['https://example.org', ' http://example.org', 'HTTPS://EXAMPLE.ORG', 'see https://example.org', 'ftp://example.org', ''].map(isWebUrl)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('job facts in the page’s language', () => {
  it('names the working hours, main and secondary, in English on English pages and in German elsewhere', () => {
    const hours = { work_time_categories: [{ id: 1, name: 'Vollzeit', name_en: 'Full-time' }], work_time_category_secondaries: [{ id: 3, name: 'Minijob', name_en: '' }] };
    expect(workTimeEntries(hours, 'en').map((entry) => entry.text)).toEqual(['Full-time', 'Minijob']);
    // The jobs service may leave either list out.
    const missing = (hoursGiven: Partial<typeof hours>) => ({ work_time_categories: null, work_time_category_secondaries: null, ...hoursGiven }) as unknown as typeof hours;
    expect(workTimeEntries(missing({ work_time_category_secondaries: hours.work_time_categories }), 'de')).toEqual([
      { text: 'Vollzeit', lang: 'de' },
    ]);
    expect(workTimeEntries(missing({}), 'de')).toEqual([]);
  });

  it('tells Turkish and Arabic readers that a German job is in German', () => {
    expect((['de', 'en', 'tr', 'ar'] as const).map((locale) => needsJobLanguageNote({ language: 'de' }, locale))).toEqual([false, false, true, true]);
    expect(needsJobLanguageNote({ language: 'en' }, 'tr')).toBe(false);
  });
});

describe('formatting', () => {
  it('formats euros per language', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatEuro(3200, 'de'))).toBe('3.200 €');
    expect(plain(formatEuro(15.5, 'de'))).toBe('15,50 €');
    expect(formatEuro(15.5, 'en')).toBe('€15.50');
  });

  it('splits plain text into paragraphs at blank lines', () => {
    expect(paragraphs('Erster Absatz.\n\n  Zweiter\nAbsatz. \n\n')).toEqual(['Erster Absatz.', 'Zweiter\nAbsatz.']);
    expect(paragraphs('Eins.\n \t\nZwei.')).toEqual(['Eins.', 'Zwei.']);
    expect(paragraphs(null)).toEqual([]);
  });

  it('shortens a description at a word for search engines', () => {
    expect(summary('Kurz.')).toBe('Kurz.');
    expect(summary('  Kurz\n und  gut. ')).toBe('Kurz und gut.');
    expect(summary('abcdefghij', 10)).toBe('abcdefghij');
    expect(summary('Wort Wort Wort', 10)).toBe('Wort Wort…');
    expect(summary('Eins zwei drei vier', 12)).toBe('Eins zwei…');
    expect(summary('Donaudampfschiff fährt', 12)).toBe('Donaudampfs…');
    const long = summary('Wort '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('Wort…')).toBe(true);
  });
});

describe('payment and contract texts', () => {
  const de = jobBoardTranslator('de');
  const ar = jobBoardTranslator('ar');
  const plain = (text: string) => text.replace(/\s/g, ' ');

  it('names the amount per time frame, or how the pay is agreed', () => {
    expect(plain(paymentText(job({ payment_type: 'PAYMENT_SET', payment: 15.5, payment_time_frame: 'HOUR' }), de, 'de'))).toBe('15,50 € pro Stunde');
    expect(plain(paymentText(job({ payment_type: 'PAYMENT_SET', payment: 3200, payment_time_frame: null }), de, 'de'))).toBe('3.200 €');
    expect(paymentText(job({ payment_type: 'PAYMENT_BY_TARIFF', payment: 18.8 }), de, 'de')).toBe('Nach Tarif');
    expect(paymentText(job({ payment_type: 'PAYMENT_BY_AGREEMENT', payment: null }), ar, 'ar')).toBe('بالاتفاق');
    expect(paymentText(job({ payment_type: 'PAYMENT_SET', payment: 2500, payment_time_frame: 'MONTH' }), ar, 'ar')).toContain('في الشهر');
  });

  it('says whether the contract is permanent or for how long, with its dates', () => {
    expect(contractText(job({ temporary: false }), de, 'de')).toEqual(['Unbefristet']);
    expect(
      contractText(job({ temporary: true, contract_limited_for: 2, contract_limited_for_unit: 'YEAR', contract_start_date: '2026-03-01', contract_end_date: '2028-02-29' }), de, 'de'),
    ).toEqual(['Befristet auf 2 Jahre', 'Beginn: 1. März 2026', 'Ende: 29. Februar 2028']);
    expect(contractText(job({ temporary: true, contract_limited_for: 1, contract_limited_for_unit: 'MONTH' }), de, 'de')).toEqual(['Befristet auf 1 Monat']);
    expect(contractText(job({ temporary: true, contract_limited_for: null }), ar, 'ar')).toEqual(['محدد المدة']);
  });
});

describe('job detail labels', () => {
  it('takes the editors’ labels where they are filled in and the UI strings elsewhere', () => {
    const fallback = jobBoardTranslator('de')('labels', { returnObjects: true }) as unknown as Parameters<typeof mergeJobDetailLabels>[1];
    const labels = mergeJobDetailLabels({ downloadJob: 'Stelle herunterladen', description: '  ', save: null }, fallback);
    expect(labels.downloadJob).toBe('Stelle herunterladen');
    expect(labels.description).toBe('Beschreibung');
    expect(labels.save).toBe('Merken');
    expect(mergeJobDetailLabels(null, fallback)).toEqual(fallback);
  });

  it('links the job document below the job’s page, in the page’s language', () => {
    expect(jobPdfHref({ id: 1312, title: 'Koch (m/w/d)' }, 'ar')).toBe('/job-boerse/koch-m-w-d-1312/pdf?locale=ar');
  });
});

describe('jobPageTitle', () => {
  const mitte = { id: 1, title: '10115 Mitte', zip: '10115', title_string: '10115 Berlin-Mitte', place_name: 'Mitte' };
  const mitte2 = { ...mitte, id: 2, zip: '10117', title: '10117 Mitte' };
  const neukoelln = { id: 21, title: '12043 Neukölln', zip: '12043', title_string: '12043 Berlin-Neukölln', place_name: 'Neukölln' };
  const cook = (id: number, companyId: number, companyName: string, zipCodes = [neukoelln]) =>
    ({ ...(jobFixture({ id, title: 'Koch (m/w/d)', companyId, companyName }) as Job), zip_codes: zipCodes });

  it('names the job, the company, its districts and the job number in the page language', () => {
    expect(jobPageTitle(cook(1312, 1, 'Spree Küche'), 'de')).toBe('Koch (m/w/d) – Spree Küche GmbH, Neukölln · Job-Nr. 1312');
    expect(jobPageTitle(cook(1312, 1, 'Spree Küche'), 'en')).toBe('Koch (m/w/d) – Spree Küche GmbH, Neukölln · Job no. 1312');
    expect(jobPageTitle(cook(1312, 1, 'Spree Küche'), 'ar')).toBe('Koch (m/w/d) – Spree Küche GmbH, Neukölln · رقم الوظيفة 1312');
  });

  it('keeps the same job title of two companies, or twice of one company in one district, apart', () => {
    const jobs = [cook(1201, 1, 'Spree Küche'), cook(1202, 2, 'Havel Bistro'), cook(1203, 2, 'Havel Bistro'), cook(1204, 2, 'Havel Bistro', [mitte])];
    for (const locale of ['de', 'en', 'tr', 'ar'] as const) {
      expect(new Set(jobs.map((job) => jobPageTitle(job, locale))).size).toBe(jobs.length);
    }
  });

  it('names each district once, and the company’s city when the job names none', () => {
    expect(jobDistricts(cook(1, 1, 'Spree Küche', [mitte, neukoelln, mitte2]))).toBe('Mitte, Neukölln');
    expect(jobDistricts(cook(1, 1, 'Spree Küche', []))).toBe('Berlin');
  });
});
