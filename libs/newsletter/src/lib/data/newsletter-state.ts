import type { cmsApi } from '@jobpoint/cms-client';
import type { SiteState } from '@jobpoint/store';

/** The part of the site's store the newsletter reads. */
export interface NewsletterRootState {
  site: SiteState;
  cmsApi: ReturnType<typeof cmsApi.reducer>;
}
