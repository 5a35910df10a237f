import { jobFixture } from '@jobpoint/test-utils';
import { runQuery } from '../algolia/run-query';
import { normaliseParams } from '../algolia/search-params';
import { articlesSource } from '../content/articles-source';
import type { CmsConfig } from '../content/cms-source';
import { eventsSource } from '../content/events-source';
import { jobsSource } from '../content/jobs-source';
import { pagesSource } from '../content/pages-source';
import { startFakeService, type FakeService } from '../testing/fake-services';
import { NO_SYNONYMS, SynonymStore } from '../synonyms/synonym-store';
import { job } from '../testing/records';
import { Reindexer } from './reindexer';

const TOKEN = 'test-cms-token';

/** Strapi v4 response format, as the content service is asked for. */
function v4(id: number, attributes: Record<string, unknown>) {
  return { id, attributes };
}

const v4Image = (url: string) => ({ data: { id: 1, attributes: { url, name: 'bild' } } });

const ARTICLES_BY_PAGE: Record<string, unknown[]> = {
  '1': [
    v4(1, {
      title: 'Die perfekte Bewerbung',
      slug: 'perfekte-bewerbung',
      description: 'Was ins **Anschreiben** gehört',
      content: '## Tipps\n\nSchreiben Sie [kurz](https://example.org) und *klar*.\n\n- Lebenslauf\n- Zeugnisse',
      image: v4Image('/uploads/bewerbung.webp'),
    }),
  ],
  '2': [
    v4(2, {
      title: 'Gehalt verhandeln',
      slug: 'gehalt',
      content: 'Gut vorbereitet ins Gespräch.',
      image: { data: null },
    }),
  ],
};

function fakeCms(url: URL, request: { headers: Record<string, unknown> }) {
  if (request.headers['authorization'] !== `Bearer ${TOKEN}` || request.headers['strapi-response-format'] !== 'v4') {
    return { status: 401, body: { error: { status: 401 } } };
  }
  const locale = url.searchParams.get('locale');
  if (url.pathname === '/api/articles') {
    const page = url.searchParams.get('pagination[page]') ?? '1';
    const data = locale === 'de' ? ARTICLES_BY_PAGE[page] : [];
    return {
      body: { data, meta: { pagination: { page: Number(page), pageSize: 1, pageCount: locale === 'de' ? 2 : 1 } } },
    };
  }
  if (url.pathname === '/api/veranstaltungens') {
    const data =
      locale === 'en'
        ? [v4(5, { title: 'Job fair in May', slug: 'job-fair', content: 'Meet employers.', Datum: '2026-05-12' })]
        : [];
    return { body: { data, meta: { pagination: { page: 1, pageCount: 1 } } } };
  }
  if (url.pathname === '/api/kontakt' && locale === 'ar') {
    return {
      body: {
        data: v4(9, {
          seo: { metaTitle: 'اتصل بنا', metaDescription: 'استشارة مجانية في برلين', metaImage: { data: null } },
        }),
      },
    };
  }
  return undefined;
}

/** A job as the jobs service answers it, with the texts and company the index shows. */
function serviceJob(
  id: number,
  title: string,
  description: string,
  company: { name: string; logo_url: string | null },
) {
  const job = jobFixture({ id, title });
  return { ...job, description, company: { ...job.company, ...company } };
}

const JOBS = [
  serviceJob(11, 'Koch (m/w/d)', '<p>Küche im Hotel</p>', { name: 'Hotel Spree', logo_url: '/logos/spree.png' }),
  serviceJob(12, 'Pflegefachkraft', 'Pflege', { name: 'Klinik Mitte', logo_url: null }),
  serviceJob(13, 'Software Developer', 'TypeScript', { name: 'Code GmbH', logo_url: null }),
];

function fakeJobs(url: URL) {
  if (url.pathname !== '/jobs') {
    return undefined;
  }
  const page = Number(url.searchParams.get('page'));
  return {
    body: {
      data: JOBS.slice((page - 1) * 2, page * 2),
      current_page: page,
      last_page: Math.ceil(JOBS.length / 2),
      total: JOBS.length,
    },
  };
}

const SILENT = { info: () => undefined, warn: () => undefined };

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('indexing from the content and jobs services', () => {
  let cms: FakeService;
  let jobs: FakeService;
  let cmsConfig: CmsConfig;
  const skippedPages: string[] = [];

  beforeAll(async () => {
    cms = await startFakeService(fakeCms);
    jobs = await startFakeService(fakeJobs);
    cmsConfig = { baseUrl: cms.url, token: TOKEN, mediaPathPrefix: '/cms' };
  });
  afterAll(async () => {
    await cms.close();
    await jobs.close();
  });

  function reindexer(jobsUrl: string) {
    return new Reindexer({
      sources: [
        jobsSource({ baseUrl: jobsUrl }),
        articlesSource(cmsConfig),
        eventsSource(cmsConfig),
        pagesSource(cmsConfig, { onSkipped: (skipped) => skippedPages.push(...skipped) }),
      ],
      logger: SILENT,
      intervalMs: 60_000,
      retryMs: 60_000,
    });
  }

  async function search(indexer: Reindexer, query: string, locale: string) {
    const params = normaliseParams({
      query,
      facetFilters: [[`language:${locale}`]],
      attributesToSnippet: ['content:35'],
    });
    return runQuery(await indexer.current(), 'jobpoint', params, NO_SYNONYMS);
  }

  it('indexes articles, events, pages and jobs, with the credentials and format the content service needs', async () => {
    const indexer = reindexer(jobs.url);
    const report = await indexer.reindex();
    expect(report.sources).toEqual({
      jobs: { records: 12, ok: true },
      // Two German articles, found in German in the three languages they are not written in.
      articles: { records: 8, ok: true },
      events: { records: 1, ok: true },
      pages: { records: 1, ok: true },
    });
    const articleRequest = cms.requests.find((request) => request.url.pathname === '/api/articles');
    expect(articleRequest?.url.searchParams.get('pagination[pageSize]')).toBe('100');
    expect(skippedPages).toContain('faq (de): 404');
  });

  it('turns an article into a hit with plain text, site url and image through the gateway', async () => {
    const indexer = reindexer(jobs.url);
    await indexer.reindex();
    const { hits } = await search(indexer, 'Bewerbungen', 'de');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      objectID: 'article-1-de',
      type: 'article',
      name: 'Die perfekte Bewerbung',
      description: 'Was ins Anschreiben gehört',
      content: 'Tipps Schreiben Sie kurz und klar. Lebenslauf Zeugnisse',
      slug: 'perfekte-bewerbung',
      url: '/ratgeber/perfekte-bewerbung',
      imageURL: '/cms/uploads/bewerbung.webp',
    });
  });

  it('finds an untranslated article in German under the other languages, as the site shows it', async () => {
    const indexer = reindexer(jobs.url);
    await indexer.reindex();
    const { hits } = await search(indexer, 'Bewerbung', 'tr');
    expect(hits.map((hit) => [hit.objectID, hit['language'], hit['url']])).toEqual([
      ['article-1-tr', 'tr', '/ratgeber/perfekte-bewerbung'],
    ]);
  });

  it('indexes events and pages in their language', async () => {
    const indexer = reindexer(jobs.url);
    await indexer.reindex();
    expect((await search(indexer, 'employers', 'en')).hits[0]).toMatchObject({
      type: 'event',
      url: '/veranstaltungen/job-fair',
      date: '2026-05-12',
    });
    expect((await search(indexer, 'استشارة', 'ar')).hits[0]).toMatchObject({
      type: 'page',
      url: '/kontakt',
      slug: 'kontakt',
    });
    expect((await search(indexer, 'employers', 'de')).nbHits).toBe(0);
  });

  it('pages through every job and indexes each under all four languages with its public link', async () => {
    const indexer = reindexer(jobs.url);
    await indexer.reindex();
    for (const locale of ['de', 'en', 'tr', 'ar']) {
      const { hits } = await search(indexer, 'Koch', locale);
      expect(hits.map((hit) => hit['url'])).toEqual(['/job-boerse/koch-m-w-d-11']);
    }
    const { hits } = await search(indexer, 'Küche', 'de');
    expect(hits[0]).toMatchObject({
      description: 'Küche im Hotel',
      company: { name: 'Hotel Spree', logo_url: '/logos/spree.png' },
    });
  });

  it('starts with what is reachable when a service is down', async () => {
    const down = await startFakeService(() => undefined);
    const downUrl = down.url;
    await down.close();
    const indexer = reindexer(downUrl);
    const first = await indexer.reindex();
    expect(first.sources['jobs']).toMatchObject({ ok: false, records: 0 });
    expect((await search(indexer, 'Bewerbung', 'de')).nbHits).toBe(1);
    expect((await search(indexer, 'Koch', 'de')).nbHits).toBe(0);
  });

  it('keeps the last good records of a source that fails later', async () => {
    let failing = false;
    const flaky = await startFakeService((url) => (failing ? { status: 503, body: {} } : fakeJobs(url)));
    const indexer = reindexer(flaky.url);
    await indexer.reindex();
    failing = true;
    const report = await indexer.reindex();
    await flaky.close();
    expect(report.sources['jobs']).toMatchObject({ ok: false, records: 12 });
    expect((await search(indexer, 'Koch', 'de')).nbHits).toBe(1);
  });

  it('retries a source that was down sooner than the regular schedule', async () => {
    let calls = 0;
    const indexer = new Reindexer({
      sources: [
        {
          name: 'late',
          fetchRecords: async () => {
            calls += 1;
            if (calls === 1) {
              throw new Error('connection refused');
            }
            return [];
          },
        },
      ],
      logger: SILENT,
      intervalMs: 60_000,
      retryMs: 10,
    });
    indexer.start();
    await waitFor(() => indexer.lastReport?.sources['late']?.ok === true);
    indexer.stop();
    expect(calls).toBe(2);
  });

  it('runs one follow-up rebuild for requests that arrive during a rebuild', async () => {
    let builds = 0;
    const indexer = new Reindexer({
      sources: [
        {
          name: 'counted',
          fetchRecords: async () => {
            builds += 1;
            return [];
          },
        },
      ],
      logger: SILENT,
      intervalMs: 60_000,
      retryMs: 60_000,
    });
    await Promise.all([indexer.reindex(), indexer.reindex(), indexer.reindex()]);
    expect(builds).toBe(2);
  });

  it('indexes jobs with their occupation’s names from the synonyms, again from the same records when they change', async () => {
    let fetches = 0;
    const store = SynonymStore.inMemory();
    const indexer = new Reindexer({
      sources: [
        {
          name: 'jobs',
          fetchRecords: async () => {
            fetches += 1;
            return [job({ id: 1, language: 'tr', title: 'Hausmeister*in (m/w/d) Wohnanlage' })];
          },
        },
      ],
      logger: SILENT,
      intervalMs: 60_000,
      retryMs: 60_000,
      synonyms: () => store.current,
    });
    await indexer.reindex();
    const kapici = { query: 'kapıcı', locales: ['tr'] as const, offset: 0, limit: 5 };
    expect((await (await indexer.current()).search(kapici)).total).toBe(0);
    store.save({ objectID: 'occupation-5153', type: 'synonym', synonyms: ['Hausmeister', 'kapıcı'] });
    // The first search after the change starts the rebuild; later ones find the new names.
    let found = 0;
    while (found === 0) {
      found = (await (await indexer.current()).search(kapici)).total;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(fetches).toBe(1);
  });
});
