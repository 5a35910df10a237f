import { Outlet } from 'react-router';
import { usePublicConfig, type RouteContext } from '@jobpoint/app-shell';
import { loadLayoutContent, SiteLayout } from '@jobpoint/layout';
import { selectLocale } from '@jobpoint/store';

export async function loadEmployersLayout({ store }: RouteContext): Promise<null> {
  await loadLayoutContent(store.dispatch, { audience: 'employers', locale: selectLocale(store.getState()) });
  return null;
}

/** The employer layout of spec §2: newsletter box, the job-market login button, link to job seekers. */
export function EmployersLayout() {
  const { portalUrl } = usePublicConfig();
  return (
    <SiteLayout variant="employers" audience="employers" portalUrl={portalUrl}>
      <Outlet />
    </SiteLayout>
  );
}
