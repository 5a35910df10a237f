import { startFakeService, type FakeService } from '../testing/fake-services';
import { editorPagesSource } from './editor-pages-source';

/** The example page in German and Arabic (v4 format), and a page whose slug is not an address of the site. */
function fakeCms(url: URL) {
  if (url.pathname !== '/api/seiten') return undefined;
  const locale = url.searchParams.get('locale');
  const page = (id: number, attributes: Record<string, unknown>) => ({ id, documentId: `seite-${id}`, attributes });
  const pages: Record<string, unknown[]> = {
    de: [
      page(1, {
        title: 'Ankommen in Berlin: Ihr Weg in Arbeit',
        slug: 'ankommen-in-berlin',
        layout: 'jobseekers',
        seo: { metaTitle: 'Ankommen in Berlin', metaDescription: 'Erste Schritte in Berlin.', metaImage: { data: { id: 5, attributes: { url: '/uploads/berlin.jpg', mime: 'image/jpeg', width: 10, height: 10 } } } },
        blocks: [
          {
            id: 1,
            __component: 'shared.section',
            title: 'Willkommen',
            description: 'Wir helfen bei der **Anmeldung**.',
            image: { data: { id: 6, attributes: { url: '/uploads/bild.jpg', mime: 'image/jpeg', width: 10, height: 10, alternativeText: 'x' } } },
            buttons: [{ id: 1, text: 'Zur Beratung', url: '/beratung', variant: 'primary' }],
          },
          { id: 2, __component: 'shared.faq-section', title: 'Fragen', items: [{ id: 1, question: 'Anerkennung?', answer: 'Ja, [hier](https://x.example).' }] },
          { id: 3, __component: 'widgets.locations' },
        ],
      }),
      page(2, { title: 'Kaputt', slug: 'Kein Pfad', blocks: [] }),
    ],
    ar: [page(3, { title: 'الوصول إلى برلين', slug: 'ankommen-in-berlin', seo: null, blocks: [{ id: 1, __component: 'blocks.rich-text', content: 'التسجيل في برلين' }] })],
  };
  const data = pages[locale ?? 'de'] ?? [];
  return { body: { data, meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: data.length } } } };
}

describe('the editor pages the search finds', () => {
  let cms: FakeService;

  beforeAll(async () => {
    cms = await startFakeService(fakeCms);
  });
  afterAll(() => cms.close());

  it('indexes each version as a page hit in its language, found by its title, description and the words of its blocks', async () => {
    const records = await editorPagesSource({ baseUrl: cms.url, token: 'token', mediaPathPrefix: '/cms' }).fetchRecords();
    expect(records).toEqual([
      {
        objectID: 'editor-page-seite-1-de',
        language: 'de',
        type: 'page',
        name: 'Ankommen in Berlin',
        description: 'Erste Schritte in Berlin.',
        content: 'Willkommen Wir helfen bei der Anmeldung. Zur Beratung Fragen Anerkennung? Ja, hier.',
        slug: 'ankommen-in-berlin',
        url: '/ankommen-in-berlin',
        imageURL: '/cms/uploads/berlin.jpg',
      },
      {
        objectID: 'editor-page-seite-3-ar',
        language: 'ar',
        type: 'page',
        name: 'الوصول إلى برلين',
        description: '',
        content: 'التسجيل في برلين',
        slug: 'ankommen-in-berlin',
        url: '/ankommen-in-berlin',
        imageURL: null,
      },
    ]);
  });

  it('asks for every language with the blocks populated', async () => {
    const asked = cms.requests.filter((request) => request.url.pathname === '/api/seiten');
    expect(asked.map((request) => request.url.searchParams.get('locale')).sort()).toEqual(['ar', 'de', 'en', 'tr']);
    expect(asked[0].url.searchParams.get('populate[blocks][on][shared.section][populate][image]')).toBe('true');
  });
});
