import { contentDescription } from '../src/pages/content-descriptions';
import { singleTypeApi } from '../src/pages/single-type';
import { CONTRACT_LOCALES, expectFormat, queryCms, RESPONSE_FORMATS } from './contract-store';

const text = expect.stringMatching(/\S/);
const upload = expect.stringMatching(/^\/uploads\//);
const someEntries = expect.arrayContaining([expect.anything()]);

describe.each(RESPONSE_FORMATS)('home pages, %s format', (format) => {
  describe.each(CONTRACT_LOCALES)('%s', (locale) => {
    it.each(['arbeitssuchende', 'arbeitgebende'])('reads the %s home page with every populated block', async (name) => {
      const { singleType } = contentDescription(name);
      const { result, response } = await queryCms(format, (store) =>
        store.dispatch(singleTypeApi.endpoints.getSingleType.initiate({ singleType, locale })),
      );
      expect(response.status).toBe(200);
      expect(expectFormat(response.body, format)['locale']).toBe(locale);
      expect(result.data?.locale).toBe(locale);
      expect(result.data?.seo?.metaTitle).toBeTruthy();
      expect(result.data?.seo?.metaSocial?.length).toBeGreaterThan(0);
      expect(result.data?.fields).toMatchObject({
        headerSection: { image: { url: upload } },
        sectionOne: { title: text },
        sectionFour: { email: expect.stringContaining('@') },
        faq: { items: someEntries },
        eventSection: { title: text },
        offers: { items: someEntries },
        manualSteps: { steps: someEntries },
        jobDating: { entries: someEntries },
        timeline: { items: someEntries },
      });
      if (singleType === 'arbeitgebende') {
        expect(result.data?.fields).toMatchObject({
          companyRegistration: { sendButton: text, locations: someEntries },
        });
      }
    });
  });
});
