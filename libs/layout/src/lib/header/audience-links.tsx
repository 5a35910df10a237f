import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NavigationExtension } from '@jobpoint/cms-client';
import { ROUTES } from '@jobpoint/site-routes';
import type { Audience } from '@jobpoint/store';
import { LinkButton, SiteLink } from '@jobpoint/ui-kit';

/** The link to the other audience's section (spec §1): always on desktop, in the drawer on mobile. */
export function AudienceSwitchLink({ audience, texts }: { audience: Audience; texts: NavigationExtension | null }) {
  const { t } = useTranslation('layout');
  const toEmployers = audience === 'jobseekers';
  return (
    <SiteLink
      href={toEmployers ? ROUTES.employersHome : ROUTES.jobseekersHome}
      fontWeight="semibold"
      color="brand.fg"
      fontSize="sm"
    >
      {toEmployers ? texts?.employersText || t('toEmployers') : texts?.jobSeekersText || t('toJobseekers')}
    </SiteLink>
  );
}

/** Employers only: opens the external job-market portal in a new tab. */
export function JobmarketLoginButton({ portalUrl, texts }: { portalUrl: string; texts: NavigationExtension | null }) {
  const { t } = useTranslation('layout');
  return (
    <LinkButton size="sm" colorPalette="brand">
      <SiteLink href={portalUrl} color="brand.contrast" textDecoration="none" _hover={{ textDecoration: 'none' }}>
        <LogIn aria-hidden />
        {texts?.loginJobmarketText || t('loginJobmarket')}
      </SiteLink>
    </LinkButton>
  );
}
