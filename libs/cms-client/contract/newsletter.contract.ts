import { getMiniNewsletter } from '../src/newsletter/get-mini-newsletter';
import { getNewsletterPage } from '../src/newsletter/get-newsletter-page';
import { CONTRACT_LOCALES, expectFormat, queryCms, RESPONSE_FORMATS } from './contract-store';

describe.each(RESPONSE_FORMATS)('newsletter content, %s format', (format) => {
  describe.each(CONTRACT_LOCALES)('%s', (locale) => {
    it('reads the newsletter page with its signup block', async () => {
      const { result, response } = await queryCms(format, (store) => store.dispatch(getNewsletterPage.initiate({ locale })));
      expect(response.status).toBe(200);
      expect(expectFormat(response.body, format)['locale']).toBe(locale);
      expect(result.data?.seo?.metaTitle).toBeTruthy();
      const block = result.data?.newsletter;
      expect([block?.title, block?.subtitle, block?.btnText, block?.placeholder].every(Boolean)).toBe(true);
      expect(block?.checkboxText).toContain('](/datenschutzerklaerung)');
    });

    it('reads the footer newsletter texts', async () => {
      const { result, response } = await queryCms(format, (store) => store.dispatch(getMiniNewsletter.initiate({ locale })));
      expect(response.status).toBe(200);
      expect(expectFormat(response.body, format)['locale']).toBe(locale);
      const texts = result.data ?? {};
      expect(Object.keys(texts).sort()).toEqual(['errorText', 'fieldLabel', 'placeholder', 'privacyText', 'sendButtonText', 'successText', 'title']);
      expect(Object.values(texts).every((value) => typeof value === 'string' && value.length > 0)).toBe(true);
    });
  });
});
