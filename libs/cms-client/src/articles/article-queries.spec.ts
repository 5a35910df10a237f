import { toStrapiQueryString } from '../lib/strapi/strapi-query';
import {
  ARTICLE_QUERY_MAX_LENGTH,
  articleBySlugParams,
  articleListParams,
  articleSearchFilters,
  DEFAULT_ARTICLE_SEARCH,
  latestArticlesParams,
  relatedArticlesParams,
  taxonomyParams,
  topArticlesParams,
} from './article-queries';

/** The query string as Strapi receives it, decoded into pairs. */
function pairs(params: Parameters<typeof toStrapiQueryString>[0]): [string, string][] {
  return [...new URLSearchParams(toStrapiQueryString(params)).entries()];
}

function get(params: Parameters<typeof toStrapiQueryString>[0], key: string): string | null {
  return new URLSearchParams(toStrapiQueryString(params)).get(key);
}

describe('article queries', () => {
  it('searches the text in the title, the tag names and the category names, case-insensitively', () => {
    const params = articleListParams('de', { ...DEFAULT_ARTICLE_SEARCH, query: '  Gehalt ' });
    expect(pairs(params).filter(([key]) => key.startsWith('filters'))).toEqual([
      ['filters[$and][0][$or][0][title][$containsi]', 'Gehalt'],
      ['filters[$and][0][$or][1][tags][name][$containsi]', 'Gehalt'],
      ['filters[$and][0][$or][2][categories][name][$containsi]', 'Gehalt'],
    ]);
  });

  it('combines the text with a tag and a category, each by slug', () => {
    const filters = articleSearchFilters({ query: 'lebenslauf', tag: 'lebenslauf', category: 'bewerbung' });
    expect(filters).toEqual({
      $and: [
        expect.objectContaining({ $or: expect.any(Array) }),
        { tags: { slug: { $eq: 'lebenslauf' } } },
        { categories: { slug: { $eq: 'bewerbung' } } },
      ],
    });
  });

  it('sends no filter for the plain list', () => {
    expect(articleSearchFilters({ query: '   ', tag: null, category: null })).toBeUndefined();
    expect(pairs(articleListParams('en', DEFAULT_ARTICLE_SEARCH)).some(([key]) => key.startsWith('filters'))).toBe(false);
  });

  it('sorts newest first, pages, and asks only for what a card shows', () => {
    const params = articleListParams('de', { ...DEFAULT_ARTICLE_SEARCH, page: 3 });
    expect(get(params, 'locale')).toBe('de');
    expect(get(params, 'sort[0]')).toBe('createdAt:desc');
    expect(get(params, 'pagination[page]')).toBe('3');
    expect(get(params, 'pagination[pageSize]')).toBe('9');
    expect(get(params, 'populate[tags][fields][2]')).toBe('color');
    expect(pairs(params).map(([key]) => key)).not.toContain('fields[8]');
    expect(pairs(params).some(([, value]) => value === 'content')).toBe(false);
  });

  it('never asks for a page below the first', () => {
    expect(get(articleListParams('de', { ...DEFAULT_ARTICLE_SEARCH, page: 0 }), 'pagination[page]')).toBe('1');
  });

  it('cuts an overlong search text', () => {
    const filters = articleSearchFilters({ query: 'x'.repeat(500), tag: null, category: null });
    const text = JSON.stringify(filters).match(/"\$containsi":"(x+)"/)?.[1];
    expect(text).toHaveLength(ARTICLE_QUERY_MAX_LENGTH);
  });

  it('asks for the top articles (TopArtikel, 15) and the latest three', () => {
    expect(get(topArticlesParams('de'), 'filters[TopArtikel][$eq]')).toBe('true');
    expect(get(topArticlesParams('de'), 'pagination[pageSize]')).toBe('15');
    expect(get(latestArticlesParams('de'), 'pagination[pageSize]')).toBe('3');
    expect(get(latestArticlesParams('de'), 'sort[0]')).toBe('createdAt:desc');
    expect(get(latestArticlesParams('de', { excludeSlug: 'a' }), 'filters[slug][$ne]')).toBe('a');
  });

  it('reads an article by slug with its content and SEO block', () => {
    const params = articleBySlugParams('en', 'the-perfect-cv');
    expect(get(params, 'filters[slug][$eq]')).toBe('the-perfect-cv');
    expect(get(params, 'locale')).toBe('en');
    expect(pairs(params).filter(([key]) => key.startsWith('fields')).map(([, value]) => value)).toEqual(
      expect.arrayContaining(['content', 'createdAt', 'updatedAt', 'publishedAt']),
    );
    expect(get(params, 'populate[seo][populate][metaImage]')).toBe('true');
  });

  it('finds related articles by a shared tag or category, without the one being read', () => {
    const params = relatedArticlesParams({ locale: 'de', slug: 'a', tagSlugs: ['gehalt'], categorySlugs: ['arbeitsrecht', 'karriere'] });
    expect(pairs(params).filter(([key]) => key.startsWith('filters'))).toEqual([
      ['filters[$and][0][slug][$ne]', 'a'],
      ['filters[$and][1][$or][0][tags][slug][$in][0]', 'gehalt'],
      ['filters[$and][1][$or][1][categories][slug][$in][0]', 'arbeitsrecht'],
      ['filters[$and][1][$or][1][categories][slug][$in][1]', 'karriere'],
    ]);
    expect(get(params, 'pagination[pageSize]')).toBe('3');
    const unrelated = relatedArticlesParams({ locale: 'de', slug: 'a', tagSlugs: [], categorySlugs: [] });
    expect(pairs(unrelated).filter(([key]) => key.startsWith('filters'))).toEqual([['filters[slug][$ne]', 'a']]);
  });

  it('lists tags with their colour and categories by name', () => {
    expect(pairs(taxonomyParams('de', 'tags')).filter(([key]) => key.startsWith('fields')).map(([, value]) => value)).toEqual(['name', 'slug', 'color']);
    expect(get(taxonomyParams('de', 'categories'), 'sort[0]')).toBe('name:asc');
  });
});
