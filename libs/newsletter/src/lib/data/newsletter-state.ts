import { useSelector } from 'react-redux';
import type { cmsApi } from '@jobpoint/cms-client';
import { selectLocale, type SiteState } from '@jobpoint/store';

/** The part of the site's store the newsletter reads. */
export interface NewsletterRootState {
  site: SiteState;
  cmsApi: ReturnType<typeof cmsApi.reducer>;
}

export function useLocale() {
  return useSelector((state: Pick<NewsletterRootState, 'site'>) => selectLocale(state));
}
