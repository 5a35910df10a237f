import { http, HttpResponse } from 'msw';
import { cmsUrl, germanOnly } from '../cms/layout-handlers';
import { advicePageDe, articleFixtures, v4Article, v4Taxonomies, type ArticleFixture } from './article-fixtures';

/** The filters the Ratgeber sends, as far as the fixtures need them: locale, slug, top, tag, category, text. */
function matches(article: ArticleFixture, params: URLSearchParams): boolean {
  const slug = params.get('filters[slug][$eq]');
  const notSlug = params.get('filters[slug][$ne]') ?? params.get('filters[$and][0][slug][$ne]');
  const top = params.get('filters[TopArtikel][$eq]');
  const values = (suffix: string) => [...params.entries()].filter(([key]) => key.endsWith(suffix)).map(([, value]) => value);
  const text = values('[title][$containsi]')[0]?.toLowerCase();
  const tags = values('[tags][slug][$eq]').concat(values('[tags][slug][$in][0]'));
  const categories = values('[categories][slug][$eq]');
  return (
    (slug === null || article.slug === slug) &&
    (notSlug === null || article.slug !== notSlug) &&
    (top === null || article.TopArtikel === (top === 'true')) &&
    (text === undefined || article.title.toLowerCase().includes(text)) &&
    tags.every((tag) => article.tags.includes(tag)) &&
    categories.every((category) => article.categories.includes(category))
  );
}

/**
 * The Ratgeber's endpoints over the fixtures: articles, tags and categories in German and English (an
 * empty list in other languages), the page's texts in German only (404 otherwise).
 */
export const cmsArticleHandlers = [
  http.get(cmsUrl('/api/articles'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const locale = params.get('locale');
    const page = Number(params.get('pagination[page]') ?? 1);
    const pageSize = Number(params.get('pagination[pageSize]') ?? 25);
    const found = articleFixtures
      .filter((article) => article.locale === locale && matches(article, params))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return HttpResponse.json({
      data: found.slice((page - 1) * pageSize, page * pageSize).map(v4Article),
      meta: { pagination: { page, pageSize, pageCount: Math.ceil(found.length / pageSize), total: found.length } },
    });
  }),
  http.get(cmsUrl('/api/tags'), ({ request }) => taxonomies('tags', request)),
  http.get(cmsUrl('/api/categories'), ({ request }) => taxonomies('categories', request)),
  http.get(cmsUrl('/api/ratgeber'), ({ request }) => germanOnly(request, advicePageDe)),
];

function taxonomies(kind: 'tags' | 'categories', request: Request) {
  const locale = new URL(request.url).searchParams.get('locale');
  return locale === 'de' || locale === 'en' ? HttpResponse.json(v4Taxonomies(kind, locale)) : HttpResponse.json({ data: [], meta: { pagination: { page: 1, pageSize: 100, pageCount: 0, total: 0 } } });
}
