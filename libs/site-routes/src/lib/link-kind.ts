/**
 * The three kinds of links of spec §2: a path inside the site, a path with an anchor, and anything else,
 * which opens in a new tab.
 */
export type LinkKind = 'internal' | 'internal-hash' | 'external';

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

export function linkKind(href: string): LinkKind {
  if (href.startsWith('//') || SCHEME.test(href)) {
    return 'external';
  }
  if (href.includes('#')) {
    return 'internal-hash';
  }
  return 'internal';
}

/** Splits an internal link into its path and its anchor (without '#'). */
export function splitHash(href: string): { path: string; hash: string } {
  const index = href.indexOf('#');
  return index === -1 ? { path: href, hash: '' } : { path: href.slice(0, index), hash: href.slice(index + 1) };
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** A `tel:` link keeps digits and a leading plus only, so "030 / 123 45-6" dials correctly. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** A maps search for a place, opened in a new tab. */
export function mapsSearchUrl(location: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location.trim())}`;
}
