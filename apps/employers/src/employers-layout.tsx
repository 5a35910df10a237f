import { Outlet } from 'react-router';
import { usePublicConfig, type RouteContext } from '@jobpoint/app-shell';
import { loadLayoutContent, SiteLayout } from '@jobpoint/layout';
import { loadMiniNewsletter, MiniNewsletter } from '@jobpoint/newsletter';
import { selectLocale } from '@jobpoint/store';

export async function loadEmployersLayout({ store }: RouteContext): Promise<null> {
  const locale = selectLocale(store.getState());
  await Promise.all([
    loadLayoutContent(store.dispatch, { audience: 'employers', locale }),
    loadMiniNewsletter(store.dispatch, { locale }),
  ]);
  return null;
}

/** The employer layout: newsletter box, the job-market login button, link to job seekers. */
export function EmployersLayout() {
  const { portalUrl } = usePublicConfig();
  return (
    <SiteLayout variant="employers" audience="employers" portalUrl={portalUrl} newsletterSlot={<MiniNewsletter />}>
      <Outlet />
    </SiteLayout>
  );
}
