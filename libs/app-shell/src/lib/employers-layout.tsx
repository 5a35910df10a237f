import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { loadLayoutContent, SiteLayout } from '@jobpoint/layout';
import { loadMiniNewsletter, MiniNewsletter } from '@jobpoint/newsletter';
import { selectLocale } from '@jobpoint/store';
import { audienceBrandVariables, useSiteApp } from '@jobpoint/ui-kit';
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

/** Inside the job seekers' app, the employers' part of a page is in their blue all the same. */
const EMPLOYERS_COLORS = audienceBrandVariables('employers');

/** The employer layout: newsletter box, the job-market login button, link to job seekers. */
export function EmployersLayout() {
  const { portalUrl } = usePublicConfig();
  const layout = (
    <SiteLayout variant="employers" audience="employers" portalUrl={portalUrl} newsletterSlot={<MiniNewsletter />}>
      <Outlet />
    </SiteLayout>
  );
  return useSiteApp() === 'employers' ? (
    layout
  ) : (
    <Box css={EMPLOYERS_COLORS} colorPalette="brand">
      {layout}
    </Box>
  );
}
