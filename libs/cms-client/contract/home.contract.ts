import { homePageApi } from '../src/home/get-home-page';
import { CONTRACT_LOCALES, expectFormat, queryCms, RESPONSE_FORMATS } from './contract-store';

describe.each(RESPONSE_FORMATS)('home pages, %s format', (format) => {
  describe.each(CONTRACT_LOCALES)('%s', (locale) => {
    it.each(['jobseekers', 'employers'] as const)('reads the %s home page with every populated block', async (audience) => {
      const { result, response } = await queryCms(format, (store) => store.dispatch(homePageApi.endpoints.getHomePage.initiate({ audience, locale })));
      expect(response.status).toBe(200);
      expect(expectFormat(response.body, format)['locale']).toBe(locale);
      const page = result.data;
      expect(page?.seo?.metaTitle).toBeTruthy();
      expect(page?.seo?.metaSocial?.length).toBeGreaterThan(0);
      expect(page?.headerSection?.image?.url).toMatch(/^\/uploads\//);
      expect(page?.sectionOne?.title).toBeTruthy();
      expect(page?.sectionFour?.email).toContain('@');
      expect(page?.faq?.items?.length).toBeGreaterThan(0);
      expect(page?.eventSection?.title).toBeTruthy();
      expect(page?.offers?.items?.length).toBeGreaterThan(0);
      expect(page?.manualSteps?.steps?.length).toBeGreaterThan(0);
      expect(page?.jobDating?.entries?.length).toBeGreaterThan(0);
      expect(page?.timeline?.items?.length).toBeGreaterThan(0);
      if (audience === 'employers') {
        expect(page?.registrationForm?.btnText).toBeTruthy();
      }
    });
  });
});
