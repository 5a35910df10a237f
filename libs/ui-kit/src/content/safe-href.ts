/** Schemes a link of the site may use; a relative path or an anchor has none. */
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

const SCHEME = /^([a-z][a-z\d+.-]*:)/i;

/**
 * The href of a link from editorial content, or `undefined` when it could run code or carry a document
 * (`javascript:`, `data:`, `vbscript:` …). Browsers ignore control characters and spaces inside a scheme,
 * so those are removed before the scheme is read.
 */
export function safeHref(href: string | null | undefined): string | undefined {
  const trimmed = href?.trim();
  if (!trimmed) {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex
  const normalised = trimmed.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = SCHEME.exec(normalised)?.[1];
  if (scheme) {
    return ALLOWED_SCHEMES.has(scheme.toLowerCase()) ? trimmed : undefined;
  }
  // A path that the browser would read as a scheme after decoding (`javascript&colon;`) is refused too.
  return /^[a-z][a-z\d+.-]*(&colon;|%3a)/i.test(normalised) ? undefined : trimmed;
}
