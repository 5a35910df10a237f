import { http, HttpResponse } from 'msw';
import { articlesApi, cmsApi } from '@jobpoint/cms-client';
import { advicePageDe, articleFixtures, cmsArticleHandlers, cmsUrl, createTestStore, startMockServer, statusOf, thrownBy, v4Article } from '@jobpoint/test-utils';
import { adviceResources } from '../i18n/advice-resources';
import { loadAdviceList, loadArticle, selectAdviceSeo, selectArticleSeo } from './load-advice';

const server = startMockServer(...cmsArticleHandlers);

const CV = 'der-perfekte-lebenslauf';
const plain = { query: '', tag: null, category: null, page: 1 };

type CmsQueries = { cmsApi: { queries: Record<string, { endpointName?: string; originalArgs?: unknown } | undefined> } };

const endpointsOf = (store: { getState: () => unknown }) => Object.values((store.getState() as CmsQueries).cmsApi.queries);

const loadCv = (url: string, locale: 'de' | 'en' = 'de', store = createTestStore({ apis: [cmsApi] })) => loadArticle(store.dispatch, { locale, slug: CV, url: new URL(url) });

describe('loadAdviceList', () => {
  it('loads the page, the newest and top articles, the search’s page, the tags and the categories', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    expect(await loadAdviceList(store.dispatch, { locale: 'de', search: plain })).toEqual({ locale: 'de', articleLocale: 'de', search: plain });
    expect(endpointsOf(store).map((query) => query?.endpointName).sort()).toEqual([
      'getAdvicePage',
      'getArticleCategories',
      'getArticleTags',
      'getArticles',
      'getLatestArticles',
      'getTopArticles',
    ]);
  });

  it('leaves out the top articles for a narrowed search, and asks for the rest in the articles’ language', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    const search = { ...plain, tag: 'gehalt' };
    expect(await loadAdviceList(store.dispatch, { locale: 'tr', search })).toEqual({ locale: 'tr', articleLocale: 'de', search });
    const queries = endpointsOf(store);
    expect(queries.map((query) => query?.endpointName)).not.toContain('getTopArticles');
    expect(queries.find((query) => query?.endpointName === 'getArticles')?.originalArgs).toEqual({ locale: 'de', ...search });
  });

  it('keeps the page’s language where the newest articles cannot be read', async () => {
    server.use(http.get(cmsUrl('/api/articles'), () => HttpResponse.error()));
    const store = createTestStore({ apis: [cmsApi] });
    expect((await loadAdviceList(store.dispatch, { locale: 'en', search: plain })).articleLocale).toBe('en');
  });
});

describe('selectAdviceSeo', () => {
  const seoWith = async (attributes: Record<string, unknown> | null, locale: 'de' | 'en' = 'de') => {
    if (attributes) server.use(http.get(cmsUrl('/api/ratgeber'), () => HttpResponse.json({ ...advicePageDe, data: { ...advicePageDe.data, attributes: { ...advicePageDe.data.attributes, ...attributes } } })));
    const store = createTestStore({ apis: [cmsApi] });
    await store.dispatch(articlesApi.endpoints.getAdvicePage.initiate(locale));
    return selectAdviceSeo(store.getState(), locale);
  };

  it('takes the CMS’s SEO block, else the header’s title, else the Ratgeber’s own title', async () => {
    expect(await seoWith({})).toMatchObject({ metaTitle: 'Ratgeber | Jobpoint Berlin' });
    expect(await seoWith({ seo: null, headerSection: { ...advicePageDe.data.attributes.headerSection, title: 'Tipps' } })).toEqual({ metaTitle: 'Tipps' });
    expect(await seoWith({ seo: null, headerSection: null })).toEqual({ metaTitle: adviceResources.de.title });
    server.use(http.get(cmsUrl('/api/ratgeber'), () => HttpResponse.json({}, { status: 500 })));
    expect(await seoWith(null, 'en')).toEqual({ metaTitle: adviceResources.en.title });
  });
});

describe('loadArticle', () => {
  it('loads the article with its related articles, its table of contents and its paths', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    const loaded = await loadCv(`https://site.test/ratgeber/${CV}`, 'de', store);
    expect(loaded).toEqual({
      locale: 'de',
      slug: CV,
      origin: 'https://site.test',
      toc: expect.arrayContaining([{ id: 'ubersicht-statt-roman', text: 'Übersicht statt Roman', depth: 1 }]),
      paths: expect.objectContaining({ de: `/ratgeber/${CV}` }),
    });
    const related = endpointsOf(store).find((query) => query?.endpointName === 'getRelatedArticles');
    expect(related?.originalArgs).toEqual({ locale: 'de', slug: CV, tagSlugs: ['lebenslauf'], categorySlugs: ['bewerbung'] });
  });

  it('sends a slug that is not the address in the URL’s language there for good, keeping the query', async () => {
    const localized = { ...v4Article(articleFixtures[0]), attributes: { ...v4Article(articleFixtures[0]).attributes, localizations: { data: [{ id: 4, attributes: { locale: 'en', slug: 'the-perfect-cv' } }] } } };
    server.use(
      http.get(cmsUrl('/api/articles'), ({ request }) => {
        const german = new URL(request.url).searchParams.get('locale') === 'de';
        return HttpResponse.json({ data: german ? [localized] : [], meta: { pagination: { page: 1, pageSize: 1, pageCount: 1, total: german ? 1 : 0 } } });
      }),
    );
    const thrown = await thrownBy(loadCv(`https://site.test/ratgeber/${CV}?locale=en`, 'en'));
    expect(statusOf(thrown)).toBe(301);
    expect(thrown.headers.get('Location')).toBe('/ratgeber/the-perfect-cv?locale=en');
  });

  it('is a 404 for a slug that cannot be one or that no article has, and when the CMS cannot read it', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(request.url);
    });
    expect(statusOf(await thrownBy(loadArticle(createTestStore({ apis: [cmsApi] }).dispatch, { locale: 'de', slug: '../geheim', url: new URL('https://site.test/x') })))).toBe(404);
    expect(statusOf(await thrownBy(loadArticle(createTestStore({ apis: [cmsApi] }).dispatch, { locale: 'de', slug: undefined, url: new URL('https://site.test/x') })))).toBe(404);
    server.events.removeAllListeners();
    expect(requests).toEqual([]);
    expect(statusOf(await thrownBy(loadArticle(createTestStore({ apis: [cmsApi] }).dispatch, { locale: 'de', slug: 'gibt-es-nicht', url: new URL('https://site.test/x') })))).toBe(404);
    server.use(http.get(cmsUrl('/api/articles'), () => HttpResponse.json({}, { status: 400 })));
    expect(statusOf(await thrownBy(loadCv('https://site.test/x')))).toBe(404);
  });

  it('is a 503 when the CMS fails', async () => {
    server.use(http.get(cmsUrl('/api/articles'), () => HttpResponse.json({}, { status: 500 })));
    const thrown = await thrownBy(loadCv('https://site.test/x'));
    expect(statusOf(thrown)).toBe(503);
    expect((thrown.init as ResponseInit | undefined)?.statusText).toBe('Service Unavailable');
  });
});

describe('selectArticleSeo', () => {
  it('takes the article’s SEO block, else its title and description, and nothing before it is loaded', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    expect(selectArticleSeo(store.getState(), { locale: 'de', slug: CV })).toBeNull();
    await store.dispatch(articlesApi.endpoints.getArticle.initiate({ locale: 'de', slug: CV }));
    expect(selectArticleSeo(store.getState(), { locale: 'de', slug: CV })).toMatchObject({ metaTitle: 'Der perfekte Lebenslauf | Ratgeber' });
    const withoutSeo = { ...v4Article(articleFixtures[2]), attributes: { ...v4Article(articleFixtures[2]).attributes, seo: null } };
    server.use(http.get(cmsUrl('/api/articles'), () => HttpResponse.json({ data: [withoutSeo], meta: { pagination: { page: 1, pageSize: 1, pageCount: 1, total: 1 } } })));
    await store.dispatch(articlesApi.endpoints.getArticle.initiate({ locale: 'de', slug: 'gehalt-verhandeln' }));
    expect(selectArticleSeo(store.getState(), { locale: 'de', slug: 'gehalt-verhandeln' })).toEqual({ metaTitle: 'Gehalt verhandeln', metaDescription: 'Auch beim ersten Job.' });
  });
});
