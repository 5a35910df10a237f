import { maskedUrl } from './masked-url';

describe('maskedUrl', () => {
  it('masks what a visitor typed into the path and the query’s values, and leaves out a secret', () => {
    expect(maskedUrl('/suche/ada%40example.org?q=030%20123%20456%2078&token=abc123&page=2')).toBe('/suche/[email]?q=[phone]&token=[secret]&page=2');
    expect(maskedUrl('/vorschau?secret=s3cr3t')).toBe('/vorschau?secret=[secret]');
  });

  it('stands a route pattern in for a path whose parameters must not be seen', () => {
    expect(maskedUrl('/api/job-alerts/abc-123?unsubscribe=1', '/api/job-alerts/:token')).toBe('/api/job-alerts/:token?unsubscribe=1');
  });

  it('leaves a URL without a query without one, and a plain one as it is', () => {
    expect(maskedUrl('/job-boerse/koch-1282')).toBe('/job-boerse/koch-1282');
    expect(maskedUrl('/job-boerse?')).toBe('/job-boerse?');
  });

  it('cuts a long URL after masking it', () => {
    const masked = maskedUrl(`/suche?q=${'a'.repeat(600)}`);
    expect(masked).toHaveLength(500);
    expect(maskedUrl(`/suche?q=${'a'.repeat(487)}0301234567`)).toBe(`/suche?q=${'a'.repeat(487)}[phone]`.slice(0, 500));
  });
});
