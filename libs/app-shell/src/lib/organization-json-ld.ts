import { ROUTES } from '@jobpoint/site-routes';

/** The organisation's name as it signs the site. */
const ORGANIZATION_NAME = 'jobpoint berlin';

/** The home pages of both audiences: each introduces the organisation to search engines. */
const HOME_PATHS: ReadonlySet<string> = new Set([ROUTES.jobseekersHome, ROUTES.employersHome]);

export function isHomePath(pathname: string): boolean {
  return HOME_PATHS.has(pathname);
}

/** schema.org `Organization` of the site's owner, with the site's root as its URL. */
export function buildOrganization(origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: ORGANIZATION_NAME,
    url: `${origin}${ROUTES.jobseekersHome}`,
  };
}
