import { appForPath } from './route-table';

describe('appForPath', () => {
  it.each([
    ['/arbeitgebende', 'employers'],
    ['/arbeitgebende/', 'employers'],
    ['/arbeitgebende/faq', 'employers'],
    ['/jobboerse-anleitung', 'employers'],
    ['/jobboerse-nutzungsbedingungen', 'employers'],
    ['/shop-a-job-messe', 'employers'],
    ['/', 'jobseekers'],
    ['/job-boerse', 'jobseekers'],
    ['/job-boerse/merkliste', 'jobseekers'],
    ['/arbeitgebendex', 'jobseekers'],
    ['/impressum', 'jobseekers'],
    ['/nicht-vorhanden', 'jobseekers'],
  ])('%s belongs to %s', (path, app) => {
    expect(appForPath(path)).toBe(app);
  });
});
