import { DEFAULT_ARTICLE_SEARCH, TOP_ARTICLES_LIMIT } from '../src/articles/article-queries';
import { articlesApi } from '../src/articles/get-articles';
import { CONTRACT_LOCALES, queryCms, queryCmsResponses, RESPONSE_FORMATS } from './contract-store';

/** The Ratgeber is written in German and English; the other languages show it in German. */
const ARTICLE_LANGUAGE = { de: 'de', en: 'en', tr: 'de', ar: 'de' } as const;

describe.each(RESPONSE_FORMATS)('Ratgeber, %s format', (format) => {
  describe.each(CONTRACT_LOCALES)('%s', (locale) => {
    const articleLocale = ARTICLE_LANGUAGE[locale];

    it('reads the page texts with the header image', async () => {
      const { result } = await queryCmsResponses(format, (store) => store.dispatch(articlesApi.endpoints.getAdvicePage.initiate(locale)));
      expect(result.data?.content.seo?.metaTitle).toBeTruthy();
      expect(result.data?.content.headerSection?.image?.url).toMatch(/^\/uploads\//);
    });

    it('finds the newest articles in the language the Ratgeber has for the page', async () => {
      const { result } = await queryCmsResponses(format, (store) => store.dispatch(articlesApi.endpoints.getLatestArticles.initiate(locale)));
      expect(result.data?.locale).toBe(articleLocale);
      expect(result.data?.content).toHaveLength(3);
      const dates = result.data?.content.map((article) => article.createdAt) ?? [];
      expect([...dates].sort().reverse()).toEqual(dates);
    });
  });

  describe.each(['de', 'en'] as const)('articles in %s', (locale) => {
    it('reads the top articles, all marked, at most 15', async () => {
      const { result, response } = await queryCms(format, (store) => store.dispatch(articlesApi.endpoints.getTopArticles.initiate({ locale })));
      expect(response.status).toBe(200);
      expect(result.data?.length).toBeGreaterThan(0);
      expect(result.data?.length).toBeLessThanOrEqual(TOP_ARTICLES_LIMIT);
      expect(result.data?.every((article) => article.TopArtikel)).toBe(true);
    });

    it('searches titles, tag names and category names, filters by tag and category, and pages', async () => {
      const run = (search: Partial<typeof DEFAULT_ARTICLE_SEARCH>) =>
        queryCms(format, (store) => store.dispatch(articlesApi.endpoints.getArticles.initiate({ locale, ...DEFAULT_ARTICLE_SEARCH, ...search })));
      const all = (await run({})).result.data;
      expect(all?.total).toBeGreaterThan(all?.articles.length ?? 0);
      const tags = (await queryCms(format, (store) => store.dispatch(articlesApi.endpoints.getArticleTags.initiate({ locale })))).result.data ?? [];
      const tag = tags[0];
      expect(tag.color).toMatch(/^#[0-9A-Fa-f]{6}$/);
      const byTagName = (await run({ query: tag.name.toLowerCase() })).result.data;
      expect(byTagName?.articles.some((article) => article.tags.some((entry) => entry.slug === tag.slug))).toBe(true);
      const byTag = (await run({ tag: tag.slug })).result.data;
      expect(byTag?.total).toBeGreaterThan(0);
      expect(byTag?.articles.every((article) => article.tags.some((entry) => entry.slug === tag.slug))).toBe(true);
      const categories = (await queryCms(format, (store) => store.dispatch(articlesApi.endpoints.getArticleCategories.initiate({ locale })))).result.data ?? [];
      const byCategoryName = (await run({ query: categories[0].name })).result.data;
      expect(byCategoryName?.articles.some((article) => article.categories.some((entry) => entry.slug === categories[0].slug))).toBe(true);
      const byCategory = (await run({ category: categories[0].slug })).result.data;
      expect(byCategory?.articles.every((article) => article.categories.some((entry) => entry.slug === categories[0].slug))).toBe(true);
      const second = (await run({ page: 2 })).result.data;
      expect(second?.page).toBe(2);
      expect(second?.articles[0]?.slug).not.toBe(all?.articles[0]?.slug);
      expect((await run({ query: 'zzzz-nichts' })).result.data?.total).toBe(0);
    });

    it('reads an article by slug with its content and SEO block, and related ones', async () => {
      const latest = (await queryCmsResponses(format, (store) => store.dispatch(articlesApi.endpoints.getLatestArticles.initiate(locale)))).result.data;
      const slug = latest?.content[0].slug ?? '';
      const { result } = await queryCmsResponses(format, (store) => store.dispatch(articlesApi.endpoints.getArticle.initiate({ locale, slug })));
      expect(result.data?.locale).toBe(locale);
      expect(result.data?.content.content).toMatch(/^## /m);
      expect(result.data?.content.seo?.metaTitle).toBeTruthy();
      const article = result.data?.content;
      const related = await queryCmsResponses(format, (store) =>
        store.dispatch(
          articlesApi.endpoints.getRelatedArticles.initiate({
            locale,
            slug,
            tagSlugs: article?.tags.map((tag) => tag.slug) ?? [],
            categorySlugs: article?.categories.map((category) => category.slug) ?? [],
          }),
        ),
      );
      expect(related.result.data?.length).toBeGreaterThan(0);
      expect(related.result.data?.some((entry) => entry.slug === slug)).toBe(false);
    });
  });
});
