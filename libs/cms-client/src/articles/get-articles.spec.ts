import { http, HttpResponse } from 'msw';
import { cmsArticleHandlers, cmsUrl, createTestStore, startMockServer } from '@jobpoint/test-utils';
import { cmsApi } from '../lib/api/cms-api';
import { DEFAULT_ARTICLE_SEARCH } from './article-queries';
import { articlesApi } from './get-articles';

const server = startMockServer(...cmsArticleHandlers);

function store() {
  return createTestStore({ apis: [cmsApi] });
}

describe('articlesApi', () => {
  it('reads an article in the page language', async () => {
    const { data } = await store().dispatch(articlesApi.endpoints.getArticle.initiate({ locale: 'en', slug: 'the-perfect-cv' }));
    expect(data).toMatchObject({ locale: 'en', content: { title: 'The perfect CV', tags: [{ name: 'CV', color: '#B73143' }] } });
  });

  it('shows a Turkish or Arabic page the German article, with its language', async () => {
    const { data } = await store().dispatch(articlesApi.endpoints.getArticle.initiate({ locale: 'ar', slug: 'der-perfekte-lebenslauf' }));
    expect(data).toMatchObject({ locale: 'de', content: { slug: 'der-perfekte-lebenslauf', categories: [{ name: 'Bewerbung' }] } });
  });

  it('falls back to English for a slug only the English Ratgeber has', async () => {
    const { data } = await store().dispatch(articlesApi.endpoints.getArticle.initiate({ locale: 'tr', slug: 'the-perfect-cv' }));
    expect(data?.locale).toBe('en');
  });

  it('answers null for an unknown slug and an error when the CMS fails', async () => {
    const unknown = await store().dispatch(articlesApi.endpoints.getArticle.initiate({ locale: 'de', slug: 'gibt-es-nicht' }));
    expect(unknown.data).toBeNull();
    server.use(http.get(cmsUrl('/api/articles'), () => HttpResponse.json({}, { status: 500 })));
    const failed = await store().dispatch(articlesApi.endpoints.getArticle.initiate({ locale: 'de', slug: 'gehalt-verhandeln' }));
    expect(failed.error).toMatchObject({ status: 500 });
  });

  it('takes the newest articles in the page language, or in German when it has none', async () => {
    const english = await store().dispatch(articlesApi.endpoints.getLatestArticles.initiate('en'));
    expect(english.data?.locale).toBe('en');
    const turkish = await store().dispatch(articlesApi.endpoints.getLatestArticles.initiate('tr'));
    expect(turkish.data?.locale).toBe('de');
    expect(turkish.data?.content.map((article) => article.slug)).toEqual(['homeoffice-rechte-und-pflichten', 'gehalt-verhandeln', 'der-perfekte-lebenslauf']);
  });

  it('pages a search with the total from the answer', async () => {
    const { data } = await store().dispatch(articlesApi.endpoints.getArticles.initiate({ locale: 'de', ...DEFAULT_ARTICLE_SEARCH, category: 'arbeitsrecht' }));
    expect(data).toMatchObject({ page: 1, pageSize: 9, pageCount: 1, total: 2 });
    expect(data?.articles.map((article) => article.title)).toEqual(['Homeoffice: Rechte und Pflichten', 'Gehalt verhandeln']);
  });

  it('drops entries the editors left without a slug instead of failing the list', async () => {
    server.use(
      http.get(cmsUrl('/api/articles'), () =>
        HttpResponse.json({ data: [{ id: 1, attributes: { title: 'Entwurf', slug: null, createdAt: '2026-01-01T00:00:00Z' } }], meta: {} }),
      ),
    );
    const { data } = await store().dispatch(articlesApi.endpoints.getTopArticles.initiate({ locale: 'de' }));
    expect(data).toEqual([]);
  });

  it('offers the newest other articles when none shares a tag or category', async () => {
    const { data } = await store().dispatch(
      articlesApi.endpoints.getRelatedArticles.initiate({ locale: 'de', slug: 'homeoffice-rechte-und-pflichten', tagSlugs: ['unbekannt'], categorySlugs: [] }),
    );
    expect(data?.map((article) => article.slug)).toEqual(['gehalt-verhandeln', 'der-perfekte-lebenslauf']);
  });

  it('reads the tags with their colours', async () => {
    const { data } = await store().dispatch(articlesApi.endpoints.getArticleTags.initiate({ locale: 'de' }));
    expect(data?.[0]).toEqual({ id: 1, name: 'Lebenslauf', slug: 'lebenslauf', color: '#B73143' });
  });
});
