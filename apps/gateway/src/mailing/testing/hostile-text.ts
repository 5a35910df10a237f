/**
 * What an attacker types into the site's forms to make a mail say their words: line breaks with a fake
 * header, a call to action with a link, bidi overrides that reorder what follows.
 */
export const HOSTILE_TEXT =
  'Koch\r\nBcc: victim@example.org\n\nJetzt Konto bestätigen: https://evil.test/login \u202Enigol\u202C www.evil.test';

/** What may never reach a mail from a visitor's text: a line break, a bidi control, a link a mail program would follow. */
export function expectNothingBreaksOut(text: string): void {
  expect(text).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}\u061C\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u);
  expect(text).not.toMatch(/[a-z]:\/\//i);
  expect(text).not.toMatch(/[\p{L}\p{N}][.\u3002\uFF0E\uFF61]\p{L}/u);
}
