import { useSelector } from 'react-redux';
import type { Locale } from '@jobpoint/i18n';
import { selectLocale, type SiteState } from '@jobpoint/store';

export function useLocale(): Locale {
  return useSelector((state: { site: SiteState }) => selectLocale(state));
}
