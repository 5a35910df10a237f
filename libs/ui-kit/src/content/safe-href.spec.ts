/* eslint-disable no-script-url -- these tests feed unsafe URLs on purpose */
import { safeHref } from './safe-href';

describe('safeHref', () => {
  it.each(['/kontakt', '/faq#bewerbung', '#top', 'https://www.berlin.de', 'mailto:info@example.org', 'tel:+4930123'])(
    'keeps %s',
    (href) => {
      expect(safeHref(href)).toBe(href);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'javascript&colon;alert(1)',
    '',
    null,
    undefined,
  ])('drops %p', (href) => {
    expect(safeHref(href)).toBeUndefined();
  });
});
