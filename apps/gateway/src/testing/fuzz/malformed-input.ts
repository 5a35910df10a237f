import fc from 'fast-check';

/** Values people and scanners send where an id, slug or number is expected. */
const NASTY_VALUES = [
  '', ' ', '.', '..', '...', '-', '--', '-1', '0', '00', '1e309', 'NaN', 'Infinity', '9007199254740993',
  '99999999999999999999999999', '1.5', '0x1f', '+1', '١٢٣', 'null', 'undefined', 'true', '[]', '{}', '__proto__',
  'constructor', 'toString', '<script>alert(1)</script>', '"><svg onload=alert(1)>', "'; DROP TABLE jobs;--",
  '#{7*7}', '{{7*7}}', '%', '%%', '%00', '%zz', '%c0%ae', '%2e%2e%2f', '%E0%A4%A', '\u0000', '\uFFFF', '\uD800',
  'a'.repeat(5000), 'ü'.repeat(300), '😀'.repeat(100), 'مرحبا', 'job-boerse', 'koch-1', 'koch-0', 'koch--1', '-1368',
  'industriemechaniker-in-m-w-d-instandhaltung-teilzeit-1368', '1368', 'x-1368.5', 'x-13 68', 'a/b', 'a\\b', 'a?b', 'a#b',
];

/** A path segment as sent: a nasty value, arbitrary text or bytes, percent-encoded or raw. */
export function pathSegment(): fc.Arbitrary<string> {
  const text = fc.oneof(
    fc.constantFrom(...NASTY_VALUES),
    fc.string({ maxLength: 80 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.integer().map(String),
    fc.tuple(fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz-'), maxLength: 40 }), fc.nat()).map(([slug, id]) => `${slug}-${id}`),
  );
  return fc.oneof(
    text.map((value) => encodeURIComponent(safeForEncoding(value))),
    // Sent as they are: invalid percent escapes, dots and spaces reach the server's URL parsing.
    text.map((value) => value.replace(/[\s#?/]/g, '')),
  );
}

/** A query string of known and unknown names, repeated names, bad escapes and odd values. */
export function queryString(names: readonly string[]): fc.Arbitrary<string> {
  const name = fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 20 }).map((value) => encodeURIComponent(safeForEncoding(value))));
  const value = fc.oneof(
    fc.constantFrom(...NASTY_VALUES).map((text) => encodeURIComponent(safeForEncoding(text))),
    fc.constantFrom('%', '%zz', '%E0%A4%A', '+', '&&', '=', '[]', '[0]=1'),
    fc.string({ maxLength: 60 }).map((text) => encodeURIComponent(safeForEncoding(text))),
    fc.integer().map(String),
  );
  return fc
    .array(fc.tuple(name, value, fc.boolean()), { maxLength: 8 })
    .map((pairs) => pairs.map(([key, text, bare]) => (bare ? key : `${key}=${text}`)).join('&'));
}

/** A cookie value as a browser or a tampering client might send it. */
export function cookieValue(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('de', 'en', 'tr', 'ar', 'DE', 'fr', 'de-DE', '100', '110', '120', '0', '-100', '1e9', 'NaN', '120.5', '%', '%zz', '""', ''),
    fc.string({ maxLength: 40 }).map((text) => text.replace(/[^\x21-\x3a\x3c-\x7e]/g, '')),
    fc.string({ maxLength: 40 }).map((text) => encodeURIComponent(safeForEncoding(text))),
  );
}

/** Any JSON value, deep or odd: what a form endpoint might be sent instead of its fields. */
export function bodyValue(): fc.Arbitrary<unknown> {
  const field = fc.oneof(
    fc.constantFrom(...NASTY_VALUES),
    fc.string({ maxLength: 300 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string({ maxLength: 20 }), { maxLength: 12 }),
    fc.emailAddress(),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  );
  const knownFields = fc.record(
    {
      email: field, listId: field, acceptedTerms: field, captchaToken: field, payload: field, eventName: field,
      name: field, surname: field, customerEmail: field, eventEmail: field, phone: field, notes: field, date: field,
      time: field, eventAddress: field, companyName: field, contactName: field, locations: field,
    },
    { requiredKeys: [] },
  );
  return fc.oneof(knownFields, fc.jsonValue({ maxDepth: 4 }), fc.anything({ maxDepth: 3 }));
}

/** Text that is not JSON, or JSON cut short. */
export function jsonText(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('{', '{"email":', '[1,2', '{"a":1}}', 'undefined', 'NaN', '{"__proto__":{"polluted":1}}', '\u0000', '"\uD800"', '{"email": "a@b.c", "listId": 1e999}'),
    fc.json().map((text) => text.slice(0, Math.max(0, text.length - 1))),
  );
}

/** `encodeURIComponent` throws on a lone surrogate; such text is sent with U+FFFD in its place. */
function safeForEncoding(text: string): string {
  return text.replace(/(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/g, '\uFFFD');
}
