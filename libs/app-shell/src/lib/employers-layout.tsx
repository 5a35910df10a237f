import { Outlet } from 'react-router';
import { loadLayoutContent, SiteLayout } from '@jobpoint/layout';
import { loadMiniNewsletter, MiniNewsletter } from '@jobpoint/newsletter';
import { selectLocale } from '@jobpoint/store';
import type { RouteContext } from './page-route';
import { usePublicConfig } from './public-config';

/*
 * The employers' chrome, shared by both apps: the employers' pages, and an editor page that names it,
 * which the job seekers' app serves (ADR 144).
 */

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
