import { getFooter } from '../src/layout/get-footer';
import { getNavigation, type NavItem } from '../src/layout/get-navigation';
import { getNavigationExtension } from '../src/layout/get-navigation-extension';
import { getNotification } from '../src/layout/get-notification';
import { getSocialButtons } from '../src/layout/get-social-buttons';
import { CONTRACT_LOCALES, expectFormat, NAVIGATION_SLUGS, NAVIGATION_SPEC_IDS, queryCms, RESPONSE_FORMATS } from './contract-store';

const AUDIENCES = ['jobseekers', 'employers'] as const;

function flatten(items: NavItem[]): NavItem[] {
  return items.flatMap((item) => [item, ...flatten(item.items)]);
}

describe.each(RESPONSE_FORMATS)('layout content, %s format', (format) => {
  describe.each(CONTRACT_LOCALES)('%s', (locale) => {
    it.each(AUDIENCES)('renders the %s navigation by slug as a tree with internal and external items', async (audience) => {
      const { result, response } = await queryCms(format, (store) => store.dispatch(getNavigation.initiate({ audience, locale })), NAVIGATION_SLUGS);
      expect(response.status).toBe(200);
      expect(response.url).toContain(`/api/navigation/render/${NAVIGATION_SLUGS[audience][locale]}?type=TREE&locale=${locale}`);
      expect(result.isSuccess).toBe(true);
      const items = flatten(result.data ?? []);
      expect(items.some((item) => item.items.length > 0)).toBe(true);
      expect(items.some((item) => item.external && item.path?.startsWith('https://'))).toBe(true);
      expect(items.filter((item) => !item.external && item.path).every((item) => item.path?.startsWith('/'))).toBe(true);
    });

    it.each(AUDIENCES)('renders the %s navigation by the configured navigation ids', async (audience) => {
      const { result, response } = await queryCms(format, (store) => store.dispatch(getNavigation.initiate({ audience, locale })), NAVIGATION_SPEC_IDS);
      expect(response.status).toBe(200);
      expect(result.data?.length).toBeGreaterThan(0);
    });

    it('reads the footer with partner logos and link sections', async () => {
      const { result, response } = await queryCms(format, (store) => store.dispatch(getFooter.initiate({ locale })));
      expect(response.status).toBe(200);
      expect(expectFormat(response.body, format)['locale']).toBe(locale);
      expect(result.data?.partnerLogos[0]?.image?.url).toMatch(/^\/uploads\//);
      expect(result.data?.footerSections[0]?.links.length).toBeGreaterThan(0);
    });

    it('reads the announcement', async () => {
      const { result, response } = await queryCms(format, (store) => store.dispatch(getNotification.initiate({ locale })));
      expect(response.status).toBe(200);
      expect(expectFormat(response.body, format)['locale']).toBe(locale);
      expect(result.data).toEqual(expect.any(String));
    });

    it('reads the navigation texts', async () => {
      const { result, response } = await queryCms(format, (store) => store.dispatch(getNavigationExtension.initiate({ locale })));
      expect(response.status).toBe(200);
      expect(expectFormat(response.body, format)['locale']).toBe(locale);
      expect(result.data?.contactText).toBeTruthy();
      expect(result.data?.loginJobmarketText).toBeTruthy();
    });

    it('reads the social buttons', async () => {
      const { result, response } = await queryCms(format, (store) => store.dispatch(getSocialButtons.initiate({ locale })));
      expect(response.status).toBe(200);
      expectFormat(response.body, format);
      expect(result.data?.map((button) => button.type).sort()).toEqual(['facebook', 'linkedin', 'twitter', 'youtube']);
    });
  });
});
