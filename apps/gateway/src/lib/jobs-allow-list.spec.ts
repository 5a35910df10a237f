import { JOBS_SERVICE_READS } from '@jobpoint/jobs-client';
import { jobsServiceRead } from './jobs-allow-list';

describe('jobsServiceRead', () => {
  it.each([
    ['/jobs', 'jobs'],
    ['/jobs/', 'jobsOfCategory'],
    ['/jobs/1312', 'job'],
    ['/public-view-constants', 'publicViewConstants'],
    ['/exhibition-companies', 'exhibitionCompanies'],
    ['/logos/11.svg', 'companyLogo'],
  ])('knows %s as the site’s read %s', (path, read) => {
    expect(jobsServiceRead(path)).toBe(read);
  });

  it('knows every read the jobs client makes, derived from its table', () => {
    for (const [read, path] of Object.entries(JOBS_SERVICE_READS)) {
      expect(jobsServiceRead(path.replace('{id}', '7'))).toBe(read);
    }
  });

  it.each([
    '',
    '/',
    '/healthz',
    '/admin/jobs',
    '/jobs/1312/edit',
    '/jobs/abc',
    '/jobs/-1',
    '/jobs/1e3',
    '/jobs/1312/',
    '/jobs/{id}',
    '/jobs//1312',
    '//jobs',
    '/jobs/1%2F..%2Fadmin',
    '/jobs/..',
    '/JOBS',
    '/jobsx',
    '/jobs.json',
    '/logos/11.png',
    '/logos/11.svg/..',
    '/logos/../admin',
    '/logos/x.svg',
    '/logos/11xsvg',
    '/exhibition-companies/1',
    '/public-view-constants/x',
    '/jobs/12345678901234567',
  ])('refuses %j', (path) => {
    expect(jobsServiceRead(path)).toBeNull();
  });
});
