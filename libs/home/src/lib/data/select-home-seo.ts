import { homePageApi, type HomePageArgs, type Seo } from '@jobpoint/cms-client';
import type { HomeRootState } from './home-state';

/** The loaded home page's SEO block, for the document head; `null` before loading or without one. */
export function selectHomeSeo(state: Pick<HomeRootState, 'cmsApi'>, args: HomePageArgs): Seo | null {
  return homePageApi.endpoints.getHomePage.select(args)(state).data?.seo ?? null;
}
