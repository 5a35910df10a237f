import { jobAlertHref } from './job-alert-links';
import { PAGES } from './site-pages';

describe('the job alert pages', () => {
  it('are the job seekers’ pages, outside the sitemap and the page search', () => {
    for (const key of ['jobAlertConfirm', 'jobAlertEnd', 'jobAlertManage'] as const) {
      expect(PAGES[key]).toMatchObject({ app: 'jobseekers', sitemap: false, searchIndex: false, singleType: null });
    }
  });

  it('are linked with the alert’s token, escaped, and the language the address names', () => {
    expect(jobAlertHref('jobAlertConfirm', 'abc-123_X')).toBe('/job-alarm/bestaetigen?token=abc-123_X');
    expect(jobAlertHref('jobAlertEnd', 'a&b=c')).toBe('/job-alarm/abmelden?token=a%26b%3Dc');
    expect(jobAlertHref('jobAlertManage', 'abc', 'ar')).toBe('/job-alarm/verwalten?token=abc&locale=ar');
    expect(jobAlertHref('jobAlertManage', 'abc', null)).toBe('/job-alarm/verwalten?token=abc');
  });
});
