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

/**
 * Where a redirect's `url` might point: forms that led browsers to another host (dot segments, backslashes,
 * tabs, encoded slashes, look-alikes, other schemes), the gateway's own endpoints, paths of the site, and
 * arbitrary segments and URLs; sent percent-encoded, or as they are where a URL can carry them.
 */
export function redirectTarget(): fc.Arbitrary<string> {
  const hostile = fc.constantFrom(
    '//evil.test', '///evil.test', '/.//evil.test', '/..//evil.test', '/a/..//evil.test', '/%2e//evil.test', '/.%2F%2Fevil.test',
    '/%2F%2Fevil.test', '/\\evil.test', '/\\/evil.test', '\\\\evil.test', '/%5cevil.test', '/\t/evil.test', '/\r\n/evil.test', ' //evil.test',
    'https://evil.test/', 'http:evil.test', 'vbscript:x', 'data:text/html,x', 'evil.test', '/／／evil.test',
    '/%0d%0aLocation:%20https://evil.test', '/api/preview/exit', '/api/cms-webhook', '/%zz',
  );
  const composed = fc
    .tuple(fc.constantFrom('/', '/.', '/..', '/%2e', '/%2E%2E', '//', '/\\', ''), fc.constantFrom('/', '%2F', '%2f', '%5C', '\\', '\t', ''), fc.constantFrom('evil.test', 'user@evil.test', '127.0.0.1:1', 'ratgeber'))
    .map(([start, separator, host]) => `${start}${separator}${host}`);
  const site = fc.constantFrom('/', '/ratgeber/lebenslauf?locale=en', '/job-boerse?q=Koch', '/veranstaltungen/x#anmeldung', '/job-alarm/verwalten?token=x');
  const target = fc.oneof(hostile, composed, site, pathSegment().map((segment) => `/${segment}`), fc.webUrl());
  return fc.oneof(
    target.map((value) => encodeURIComponent(safeForEncoding(value))),
    target.map((value) => value.replace(/[\s#]/g, '')),
  );
}

/** What the CMS's webhook might be sent: Strapi's events with known and unknown models and entries, and anything else. */
export function webhookBody(): fc.Arbitrary<unknown> {
  const nasty = fc.constantFrom(...NASTY_VALUES);
  const entry = fc.oneof(
    fc.record(
      { id: fc.oneof(fc.nat(), nasty), documentId: fc.oneof(fc.string({ maxLength: 30 }), nasty), slug: fc.oneof(fc.string({ maxLength: 40 }), nasty), locale: fc.constantFrom('de', 'en', 'tr', 'ar', 'fr', ''), url: fc.oneof(fc.constantFrom('/uploads/a.png', '//evil.test/a.png'), nasty) },
      { requiredKeys: [] },
    ),
    bodyValue(),
  );
  const event = fc.record(
    {
      event: fc.oneof(fc.constantFrom('entry.create', 'entry.update', 'entry.publish', 'entry.unpublish', 'entry.delete', 'media.create', 'media.update', 'media.delete', 'trigger-test'), nasty),
      model: fc.oneof(fc.constantFrom('article', 'veranstaltungen', 'footer', 'seite', 'navigation', 'file', 'user'), nasty),
      uid: fc.oneof(fc.constantFrom('api::article.article', 'api::footer.footer', 'api::seite.seite', 'plugin::upload.file', 'admin::user'), nasty),
      createdAt: fc.oneof(fc.date({ noInvalidDate: true }).map((date) => date.toISOString()), nasty),
      entry,
    },
    { requiredKeys: [] },
  );
  return fc.oneof({ weight: 3, arbitrary: event }, { weight: 1, arbitrary: bodyValue() });
}

/** A job alert subscription's fields with odd values: addresses, searches, frequencies, languages, consent. */
export function jobAlertBody(searchNames: readonly string[]): fc.Arbitrary<unknown> {
  const nasty = fc.constantFrom(...NASTY_VALUES);
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record(
        {
          email: fc.oneof(fc.emailAddress(), nasty, fc.constantFrom('a@b', 'a@b.c\r\nBcc: x@evil.test', ' a@b.c ')),
          acceptedTerms: fc.oneof(fc.constant(true), fc.constantFrom(false, 'true', 1, null)),
          search: fc.oneof(queryString(searchNames), nasty, fc.string({ maxLength: 300 }), fc.constant('q=Koch%0D%0ABcc:%20x@evil.test%0AJetzt%20Konto%20best%C3%A4tigen')),
          frequency: fc.oneof(fc.constantFrom('daily', 'weekly'), nasty),
          locale: fc.oneof(fc.constantFrom('de', 'en', 'tr', 'ar'), nasty),
          captchaToken: fc.oneof(fc.string({ maxLength: 40 }), nasty),
        },
        { requiredKeys: [] },
      ),
    },
    { weight: 1, arbitrary: bodyValue() },
  );
}

/** `encodeURIComponent` throws on a lone surrogate; such text is sent with U+FFFD in its place. */
function safeForEncoding(text: string): string {
  return text.replace(/(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/g, '\uFFFD');
}
