import { APPLICATION_TYPES, PAYMENT_TIME_FRAMES, PAYMENT_TYPES } from './catalogues';
import { EXHIBITION_COMPANY_COUNTS, generateDemoData, isoDate } from './demo-data';

const today = new Date(2025, 4, 15, 12, 0, 0);
const data = generateDemoData(today);
const todayIso = isoDate(today);

describe('demo data', () => {
  it('comes out the same on every run', () => {
    expect(generateDemoData(today)).toEqual(data);
  });

  it('has at least 150 jobs in German and English from at least 30 companies, each company with a job', () => {
    expect(data.jobs.length).toBeGreaterThanOrEqual(150);
    expect(data.companies.length).toBeGreaterThanOrEqual(30);
    expect(new Set(data.jobs.map((job) => job.language))).toEqual(new Set(['de', 'en']));
    const posting = new Set(data.jobs.map((job) => job.company_id));
    expect(data.companies.every((company) => posting.has(company.id))).toBe(true);
  });

  it('uses every payment type, payment time frame and application type', () => {
    expect(new Set(data.jobs.map((job) => job.payment_type))).toEqual(new Set(PAYMENT_TYPES));
    expect(new Set(data.jobs.map((job) => job.payment_time_frame).filter(Boolean))).toEqual(
      new Set(PAYMENT_TIME_FRAMES),
    );
    expect(new Set(data.jobs.flatMap((job) => job.application_types))).toEqual(new Set(APPLICATION_TYPES));
  });

  it('pays only jobs that are not paid by agreement', () => {
    for (const job of data.jobs) {
      expect(job.payment === null).toBe(job.payment_type === 'PAYMENT_BY_AGREEMENT');
    }
  });

  it('has past, future and missing deadlines relative to today', () => {
    const deadlines = data.jobs.map((job) => job.application_deadline);
    expect(deadlines.some((deadline) => deadline !== null && deadline < todayIso)).toBe(true);
    expect(deadlines.some((deadline) => deadline !== null && deadline >= todayIso)).toBe(true);
    expect(deadlines.some((deadline) => deadline === null)).toBe(true);
    expect(data.jobs.every((job) => job.created_at < `${todayIso}T23:59`)).toBe(true);
  });

  it('marks jobs for both special events and gives application URLs exactly to url applications', () => {
    expect(data.jobs.some((job) => job.special_event === 1)).toBe(true);
    expect(data.jobs.some((job) => job.special_event === 2)).toBe(true);
    for (const job of data.jobs) {
      expect(job.application_url !== null).toBe(job.application_types.includes('url'));
    }
  });

  it('seats 15 to 60 companies at each of the six exhibitions, each once', () => {
    for (const [id, count] of Object.entries(EXHIBITION_COMPANY_COUNTS)) {
      const seated = data.exhibitionCompanies.filter((row) => row.exhibition_id === Number(id));
      expect(seated).toHaveLength(count);
      expect(new Set(seated.map((row) => row.company_id)).size).toBe(count);
      expect(count).toBeGreaterThanOrEqual(15);
      expect(count).toBeLessThanOrEqual(60);
    }
  });
});
