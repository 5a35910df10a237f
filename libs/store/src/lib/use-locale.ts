import { useSelector } from 'react-redux';
import type { Locale } from '@jobpoint/i18n';
import { selectLocale, type SiteState } from './site-slice';

/**
 * The page's language: the one the server resolved for the render (handed to the browser with the
 * store) and the language menu changes. Components read it here, never from the URL or the cookie.
 */
export function useLocale(): Locale {
  return useSelector((state: { site: SiteState }) => selectLocale(state));
}
