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

describe('articlesApi, the rest of the Ratgeber', () => {
  it('reads the Ratgeber’s own texts, German where they are not translated', async () => {
    const { data } = await store().dispatch(articlesApi.endpoints.getAdvicePage.initiate('tr'));
    expect(data).toMatchObject({ locale: 'de', content: { topArticlesTitle: 'Top-Artikel', headerSection: { title: 'Ratgeber' } } });
  });

  it('reads the categories in the page language', async () => {
    const { data } = await store().dispatch(articlesApi.endpoints.getArticleCategories.initiate({ locale: 'en' }));
    expect(data?.map((category) => category.name)).toEqual(['Applications', 'Work & law']);
  });

  it('offers the articles that share a tag, without the one being read', async () => {
    const { data } = await store().dispatch(
      articlesApi.endpoints.getRelatedArticles.initiate({ locale: 'de', slug: 'gehalt-verhandeln', tagSlugs: ['lebenslauf'], categorySlugs: [] }),
    );
    expect(data?.map((article) => article.slug)).toEqual(['der-perfekte-lebenslauf']);
  });

  it('passes a failing CMS on for the related articles and for the English fallback', async () => {
    server.use(http.get(cmsUrl('/api/articles'), () => HttpResponse.json({}, { status: 502 })));
    const related = await store().dispatch(articlesApi.endpoints.getRelatedArticles.initiate({ locale: 'de', slug: 'x', tagSlugs: [], categorySlugs: ['bewerbung'] }));
    expect(related.error).toMatchObject({ status: 502 });
    server.use(
      http.get(cmsUrl('/api/articles'), ({ request }) =>
        new URL(request.url).searchParams.get('locale') === 'en' ? HttpResponse.json({}, { status: 502 }) : HttpResponse.json({ data: [], meta: {} }),
      ),
    );
    const article = await store().dispatch(articlesApi.endpoints.getArticle.initiate({ locale: 'ar', slug: 'the-perfect-cv' }));
    expect(article.error).toMatchObject({ status: 502 });
  });

  it('asks an English page’s unknown slug in English and German only', async () => {
    const asked: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).searchParams.get('locale')));
    const { data } = await store().dispatch(articlesApi.endpoints.getArticle.initiate({ locale: 'en', slug: 'gibt-es-nicht' }));
    server.events.removeAllListeners();
    expect(data).toBeNull();
    expect(asked).toEqual(['en', 'de']);
  });

  it('pages a list whose answer does not say where it stands from the page asked for', async () => {
    server.use(http.get(cmsUrl('/api/articles'), () => HttpResponse.json({ data: [], meta: { pagination: { page: '2', total: Infinity } } })));
    const { data } = await store().dispatch(articlesApi.endpoints.getArticles.initiate({ locale: 'de', ...DEFAULT_ARTICLE_SEARCH, page: 3 }));
    expect(data).toEqual({ articles: [], page: 3, pageSize: 9, pageCount: 0, total: 0 });
  });
});
