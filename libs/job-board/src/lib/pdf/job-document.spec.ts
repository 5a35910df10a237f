import type { Job } from '@jobpoint/jobs-client';
import { jobFixture } from '@jobpoint/test-utils';
import type { JobDetailLabelTexts } from '../format/job-details';
import { jobBoardTranslator } from '../i18n/job-board-translator';
import { buildJobDocument } from './job-document';

function job(overrides: Partial<Job> = {}): Job {
  return { ...(jobFixture({ id: 1312, title: 'Koch (m/w/d)' }) as Job), ...overrides };
}

function documentOf(subject: Job, locale: 'de' | 'ar' = 'de') {
  const t = jobBoardTranslator(locale);
  return buildJobDocument({
    job: subject,
    locale,
    t,
    labels: t('labels', { returnObjects: true }) as unknown as JobDetailLabelTexts,
    jobUrl: 'https://site.test/job-boerse/koch-m-w-d-1312',
    createdAt: new Date('2026-05-12T10:00:00Z'),
  });
}

const rowsOf = (document: ReturnType<typeof documentOf>) => document.tables.flatMap((table) => table.rows);
const termsOf = (document: ReturnType<typeof documentOf>) => rowsOf(document).map((entry) => entry.term);

describe('buildJobDocument', () => {
  it('holds what the job page shows, in the page’s language', () => {
    const document = documentOf(job());
    expect(document.title).toEqual({ text: 'Koch (m/w/d)', dir: 'ltr' });
    expect(document.company.text).toBe('Spree Pflegedienst GmbH');
    expect(document.meta.map((line) => line.text)).toEqual(['Ort: 12043 Neukölln', 'Veröffentlicht am 1. Mai 2025 · Job-Nr. 1312']);
    expect(document.tables.map((table) => table.heading)).toEqual(['Informationen', 'Unternehmen', 'Jetzt bewerben']);
    expect(termsOf(document)).toEqual([
      'Offene Stellen',
      'Jobkategorie',
      'Arbeitszeit',
      'Bezahlung',
      'Vertrag',
      'Qualifikationen',
      'Deutschkenntnisse',
      'Bewerbungen von Geflüchteten',
      'Bewerbungsfrist',
      'Unternehmen',
      'Adresse',
      'Website',
      'Art der Bewerbung',
      'Link zur Bewerbung',
      'Ansprechperson',
      'E-Mail',
      'Telefon',
    ]);
    const contact = rowsOf(document).find((entry) => entry.term === 'Ansprechperson');
    expect(contact?.values.map((value) => value.text)).toEqual(['Sehr geehrte Frau Dr. Haddad', 'Frau Dr. Sara Haddad', 'Personalleitung']);
    expect(document.sections.map((section) => section.heading)).toEqual(['Beschreibung', 'Anforderungen', 'Wir bieten', 'Über uns']);
    expect(document.source).toBe('Quelle: https://site.test/job-boerse/koch-m-w-d-1312');
    expect(document.createdOn).toBe('Erstellt am 12. Mai 2026');
  });

  it('writes the labels in Arabic right to left and keeps the German job texts left to right', () => {
    const document = documentOf(job(), 'ar');
    expect(document.tables[0].heading).toBe('معلومات');
    const payment = rowsOf(document).find((entry) => entry.term === 'الأجر');
    expect(payment?.values[0]).toMatchObject({ dir: 'rtl', text: expect.stringContaining('في الشهر') });
    expect(document.sections[0]).toMatchObject({ heading: 'الوصف', paragraphs: [{ dir: 'ltr' }, { dir: 'ltr' }] });
    expect(document.meta.map((line) => line.text)).toContain('عرض العمل هذا متوفر باللغة الألمانية فقط.');
  });

  it('leaves out what a job does not have instead of showing empty rows', () => {
    const bare = job({
      open_vacancies: 0,
      work_time_categories: [],
      work_time_information: '',
      qualifications: [],
      contact: null,
      application_types: ['post'],
      application_url: null,
      required_skills: '',
      offering: '',
      additional_information: null,
      zip_codes: [],
      company: { ...job().company, website: '', description: '', street: '', street_number: '', zip: '', city: '' },
    });
    const document = documentOf(bare);
    for (const entry of rowsOf(document)) {
      expect(entry.values.length).toBeGreaterThan(0);
      for (const value of entry.values) expect(value.text.trim()).not.toBe('');
    }
    expect(termsOf(document)).not.toEqual(expect.arrayContaining(['Offene Stellen', 'Arbeitszeit', 'Qualifikationen', 'Adresse', 'Website', 'Ansprechperson', 'Link zur Bewerbung']));
    expect(termsOf(document)).toContain('Per Post');
    expect(document.meta.map((line) => line.text)).toEqual(['Veröffentlicht am 1. Mai 2025 · Job-Nr. 1312']);
    expect(document.sections.map((section) => section.heading)).toEqual(['Beschreibung']);
  });
});
