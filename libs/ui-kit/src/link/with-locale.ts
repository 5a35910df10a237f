import { LOCALE_QUERY_PARAM } from '@jobpoint/i18n';

/**
 * Adds `?locale=` to an internal href, unless the href names a language itself. Used only when the
 * current URL carries one, so a shared link opens in the language it was shared in.
 */
export function withLocaleParam(href: string, locale: string | null): string {
  if (!locale) {
    return href;
  }
  const hashIndex = href.indexOf('#');
  const beforeHash = hashIndex === -1 ? href : href.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : href.slice(hashIndex);
  const queryIndex = beforeHash.indexOf('?');
  const path = queryIndex === -1 ? beforeHash : beforeHash.slice(0, queryIndex);
  const params = new URLSearchParams(queryIndex === -1 ? '' : beforeHash.slice(queryIndex + 1));
  if (params.has(LOCALE_QUERY_PARAM)) {
    return href;
  }
  params.set(LOCALE_QUERY_PARAM, locale);
  return `${path}?${params.toString()}${hash}`;
}
