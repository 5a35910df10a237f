import { startFakeService, type FakeService } from '../testing/fake-services';
import { pagesSource } from './pages-source';

/** Every single type has an SEO block in German, named after the single type. */
function fakeCms(url: URL) {
  const singleType = url.pathname.replace(/^\/api\//, '');
  if (url.searchParams.get('locale') !== 'de') {
    return undefined;
  }
  return {
    body: { data: { id: 1, attributes: { seo: { metaTitle: `Titel ${singleType}`, metaImage: { data: null } } } } },
  };
}

describe('the pages the search finds', () => {
  let cms: FakeService;

  beforeAll(async () => {
    cms = await startFakeService(fakeCms);
  });
  afterAll(() => cms.close());

  async function germanPages(): Promise<Record<string, unknown>> {
    const records = await pagesSource({ baseUrl: cms.url, token: 'token', mediaPathPrefix: '/cms' }).fetchRecords();
    return Object.fromEntries(
      records.flatMap((record) =>
        record.type === 'page' && record.language === 'de' ? [[record.slug, record.url]] : [],
      ),
    );
  }

  it('indexes the registry pages marked for the search under their path', async () => {
    expect(await germanPages()).toMatchObject({
      arbeitssuchende: '/',
      arbeitgebende: '/arbeitgebende',
      'avgs-coaching': '/beratung/avgs',
      'jb-anleitung': '/jobboerse-anleitung',
      'joboerse-nutzungsbedingungen': '/jobboerse-nutzungsbedingungen',
      uberuns: '/ueber-uns',
      'merkliste-seite': '/job-boerse/merkliste',
    });
  });

  it('leaves out pages the registry keeps out of the search and asks only for single types', async () => {
    const pages = await germanPages();
    expect(pages).not.toHaveProperty(['cookie-bestimmungen']);
    const asked = new Set(cms.requests.map((request) => request.url.pathname));
    expect(asked.has('/api/cookie-bestimmungen')).toBe(false);
    expect([...asked].every((path) => /^\/api\/[a-z-]+$/.test(path))).toBe(true);
    expect(Object.keys(pages)).toHaveLength(asked.size);
  });
});
