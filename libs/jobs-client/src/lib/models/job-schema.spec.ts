import { jobFixture } from '@jobpoint/test-utils';
import { parseJob } from './job-schema';

describe('parseJob', () => {
  const job = jobFixture({ id: 1312, title: 'Pflegefachkraft (m/w/d)' });

  it('reads a job of the jobs service and keeps what it does not check', () => {
    expect(parseJob(job)).toEqual(job);
  });

  it('fills lists and texts the service left out', () => {
    const { qualifications: _qualifications, description: _description, ...rest } = job;
    const parsed = parseJob({ ...rest, zip_codes: null, payment_type: 'SOMETHING_NEW' });
    expect(parsed?.qualifications).toEqual([]);
    expect(parsed?.zip_codes).toEqual([]);
    expect(parsed?.description).toBe('');
    expect(parsed?.payment_type).toBe('PAYMENT_BY_AGREEMENT');
  });

  it('gives an entry without an English name an empty one, and a job without a payment none', () => {
    const { payment: _payment, ...rest } = job;
    const parsed = parseJob({ ...rest, job_category: { id: 4, name: 'Pflege', name_en: null }, qualifications: [{ id: 1, name: 'Ausbildung' }] });
    expect(parsed?.job_category).toEqual({ id: 4, name: 'Pflege', name_en: '' });
    expect(parsed?.qualifications).toEqual([{ id: 1, name: 'Ausbildung', name_en: '' }]);
    expect(parsed?.payment).toBeNull();
  });

  it('is null for an answer that is not a job', () => {
    expect(parseJob({ ...job, title: '' })).toBeNull();
    expect(parseJob({ ...job, id: 'x' })).toBeNull();
    expect(parseJob({ message: 'Not found' })).toBeNull();
    expect(parseJob(null)).toBeNull();
  });
});
