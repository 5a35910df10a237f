import { isPageLoaderData } from './page-loader-data';

describe('isPageLoaderData', () => {
  it('knows a page loader’s answer by its data and its SEO block', () => {
    expect(isPageLoaderData({ data: null, seo: null })).toBe(true);
    expect(isPageLoaderData({ data: {} })).toBe(false);
    expect(isPageLoaderData({ seo: null })).toBe(false);
    expect(isPageLoaderData(null)).toBe(false);
    expect(isPageLoaderData('data seo')).toBe(false);
  });
});
