import { Outlet } from 'react-router';
import type { RouteContext } from '@jobpoint/app-shell';
import { loadLayoutContent, SiteLayout } from '@jobpoint/layout';
import { loadMiniNewsletter, MiniNewsletter } from '@jobpoint/newsletter';
import { SearchButton } from '@jobpoint/search';
import { selectLocale } from '@jobpoint/store';

export async function loadJobseekersLayout({ store }: RouteContext): Promise<null> {
  const locale = selectLocale(store.getState());
  await Promise.all([
    loadLayoutContent(store.dispatch, { audience: 'jobseekers', locale }),
    loadMiniNewsletter(store.dispatch, { locale }),
  ]);
  return null;
}

/** The job-seeker layout: newsletter box in the footer, link to employers, search box. */
export function JobseekersLayout() {
  return (
    <SiteLayout variant="jobseekers" audience="jobseekers" searchSlot={<SearchButton />} newsletterSlot={<MiniNewsletter />}>
      <Outlet />
    </SiteLayout>
  );
}

/** The default layout has no newsletter box, so it loads only the navigation, footer and announcement. */
export async function loadDefaultLayout({ store }: RouteContext): Promise<null> {
  await loadLayoutContent(store.dispatch, { audience: 'jobseekers', locale: selectLocale(store.getState()) });
  return null;
}

/** The default layout of the legal pages: the job seekers' chrome without the newsletter box. */
export function DefaultLayout() {
  return (
    <SiteLayout variant="default" audience="jobseekers" searchSlot={<SearchButton />}>
      <Outlet />
    </SiteLayout>
  );
}
