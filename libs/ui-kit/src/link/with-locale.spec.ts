import { withLocaleParam } from './with-locale';

describe('withLocaleParam', () => {
  it('adds the language to an href, before its fragment and after its query', () => {
    expect(withLocaleParam('/faq', 'en')).toBe('/faq?locale=en');
    expect(withLocaleParam('/job-boerse?q=Koch&seite=2#liste', 'tr')).toBe('/job-boerse?q=Koch&seite=2&locale=tr#liste');
    expect(withLocaleParam('/faq#frage-2', 'ar')).toBe('/faq?locale=ar#frage-2');
  });

  it('leaves an href alone without a language, or when it names one itself', () => {
    expect(withLocaleParam('/faq?x=1', null)).toBe('/faq?x=1');
    expect(withLocaleParam('/faq?locale=de#a', 'en')).toBe('/faq?locale=de#a');
  });
});
