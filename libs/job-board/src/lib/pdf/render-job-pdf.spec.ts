/**
 * @jest-environment node
 */
import type { Job } from '@jobpoint/jobs-client';
import { jobFixture } from '@jobpoint/test-utils';
import { jobPdfFileName, renderJobPdf } from './render-job-pdf';

const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

function job(overrides: Partial<Job> = {}): Job {
  return { ...(jobFixture({ id: 1312, title: 'Koch (m/w/d)' }) as Job), ...overrides };
}

const render = (subject: Job, locale: 'de' | 'ar') =>
  renderJobPdf({ job: subject, locale, cmsLabels: null, jobUrl: 'https://site.test/job-boerse/koch-m-w-d-1312', fonts: FONTS });

const pageCount = (pdf: Buffer) => Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);

describe('renderJobPdf', () => {
  it('makes a PDF of the job in German and in Arabic', async () => {
    for (const locale of ['de', 'ar'] as const) {
      const pdf = await render(job(), locale);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pageCount(pdf)).toBeGreaterThanOrEqual(1);
    }
  });

  it('breaks long texts over pages', async () => {
    const short = pageCount(await render(job(), 'de'));
    const long = Array.from({ length: 40 }, (_, index) => `Absatz ${index + 1}: ${'Aufgaben im Team und mit Kundschaft. '.repeat(12)}`).join('\n\n');
    expect(pageCount(await render(job({ description: long }), 'de'))).toBeGreaterThanOrEqual(short + 3);
  });

  it('names the file after the job in ASCII and in its own letters', () => {
    expect(jobPdfFileName({ id: 1312, title: 'Koch (m/w/d)' })).toEqual({ ascii: 'koch-m-w-d-1312.pdf', utf8: 'koch-m-w-d-1312.pdf' });
    expect(jobPdfFileName({ id: 7, title: 'Bäcker*in – Frühschicht' })).toEqual({ ascii: 'baecker-in-fruehschicht-7.pdf', utf8: 'bäcker-in-frühschicht-7.pdf' });
    expect(jobPdfFileName({ id: 9, title: 'طاهٍ' })).toEqual({ ascii: '9.pdf', utf8: 'طاهٍ-9.pdf' });
  });
});
