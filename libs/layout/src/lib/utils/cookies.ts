/** One year in seconds: how long the language and text size choices are kept. */
const PREFERENCE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * Stores a site preference for every path, sent on top-level navigations from other sites too; over HTTPS
 * only ever sent over HTTPS.
 */
export function writePreferenceCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${PREFERENCE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}
