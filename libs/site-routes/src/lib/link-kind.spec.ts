import { linkKind, mailtoHref, mapsSearchUrl, splitHash, telHref } from './link-kind';

describe('linkKind', () => {
  it.each([
    ['/kontakt', 'internal'],
    ['/', 'internal'],
    ['/faq#bewerbung', 'internal-hash'],
    ['#kontakt', 'internal-hash'],
    ['https://example.org/jobs', 'external'],
    ['//cdn.example.org/x.pdf', 'external'],
    ['mailto:info@example.org', 'external'],
    ['tel:+4930123', 'external'],
    ['h323:beratung@example.org', 'external'],
    ['/suche?q=lager:koch', 'internal'],
  ])('%s is %s', (href, kind) => {
    expect(linkKind(href)).toBe(kind);
  });

  it('splits path and anchor', () => {
    expect(splitHash('/faq#bewerbung')).toEqual({ path: '/faq', hash: 'bewerbung' });
    expect(splitHash('/faq')).toEqual({ path: '/faq', hash: '' });
  });
});

describe('link helpers', () => {
  it('builds mail and phone links', () => {
    expect(mailtoHref(' info@example.org ')).toBe('mailto:info@example.org');
    expect(telHref('+49 30 / 123 45-6')).toBe('tel:+4930123456');
    expect(telHref('030 123')).toBe('tel:030123');
    expect(telHref(' +49 30 123')).toBe('tel:+4930123');
  });

  it('builds a maps search link', () => {
    expect(mapsSearchUrl(' Karl-Marx-Straße 1, 12043 Berlin ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Karl-Marx-Stra%C3%9Fe%201%2C%2012043%20Berlin',
    );
  });
});
