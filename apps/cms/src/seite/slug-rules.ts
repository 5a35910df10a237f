import { RESERVED_SLUGS } from './reserved-slugs';

/** One URL path segment: lower-case letters, digits and single hyphens (the site's EDITOR_PAGE_SLUG). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The longest address the site serves (its EDITOR_PAGE_SLUG_MAX_LENGTH). */
export const SLUG_MAX_LENGTH = 200;

/**
 * Why a page cannot have this address, in German and English (editors read German, the REST API's users
 * may not), or null when the address is free as far as its form goes; uniqueness is checked against the
 * stored pages.
 */
export function slugProblem(slug: unknown): string | null {
  if (typeof slug !== 'string' || slug === '') {
    return 'Die Seite braucht eine Adresse (slug) / The page needs an address (slug)';
  }
  if (!SLUG_PATTERN.test(slug)) {
    return `Die Adresse „${slug}“ ist ungültig: nur Kleinbuchstaben a–z, Ziffern und einzelne Bindestriche, ohne Schrägstrich / The address “${slug}” is invalid: only lower-case letters a–z, digits and single hyphens, no slash`;
  }
  if (slug.length > SLUG_MAX_LENGTH) {
    return `Die Adresse ist zu lang: höchstens ${SLUG_MAX_LENGTH} Zeichen / The address is too long: at most ${SLUG_MAX_LENGTH} characters`;
  }
  if (RESERVED_SLUGS.has(slug)) {
    return `Die Adresse „${slug}“ ist eine Seite der Website und kann nicht vergeben werden / The address “${slug}” is a route of the site and cannot be used`;
  }
  return null;
}

export function slugTakenMessage(slug: string, locale: string, title: unknown): string {
  const page = typeof title === 'string' && title ? ` „${title}“` : '';
  const pageEn = typeof title === 'string' && title ? ` “${title}”` : '';
  return `Die Adresse „${slug}“ hat in dieser Sprache (${locale}) schon die Seite${page} / The address “${slug}” is already used by the page${pageEn} in this language (${locale})`;
}
