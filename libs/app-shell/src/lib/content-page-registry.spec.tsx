import { http, HttpResponse } from 'msw';
import { createStaticHandler } from 'react-router';
import { defineSingleType, singleTypeApi } from '@jobpoint/cms-client';
import type { SitePage } from '@jobpoint/site-routes';
import { cmsUrl, createTestServiceContext, startMockServer } from '@jobpoint/test-utils';
import { createAppStore } from './create-app-store';
import { createSiteRoutes } from './create-site-routes';

/*
 * ADR 080: a new single-type page is a registry entry and a content description, nothing else. This spec
 * adds one of each, as `site-pages.ts` and `content-descriptions.ts` would hold them, and finds the page
 * routed, its content asked for with the populate tree of its blocks and read by their schemas.
 */

// The registry as it reads with this entry added to `SITE_PAGES`.
jest.mock('@jobpoint/site-routes', () => {
  const actual = jest.requireActual<typeof import('@jobpoint/site-routes')>('@jobpoint/site-routes');
  const workshopsPage: SitePage = {
    key: 'workshops',
    path: '/workshops',
    app: 'jobseekers',
    singleType: 'workshop-seite',
    layout: 'jobseekers',
    sitemap: true,
    searchIndex: true,
  };
  const pages = [...actual.SITE_PAGES, workshopsPage];
  return { ...actual, SITE_PAGES: pages, pagesOf: (app: SitePage['app']) => pages.filter((page) => page.app === app) };
});

const workshopsDescription = {
  singleType: 'workshop-seite',
  blocks: [
    { field: 'headerSection', block: 'shared.section' },
    { field: 'intro', block: 'field.richtext' },
    { field: 'faq', block: 'shared.faq-section' },
  ],
} as const;

const workshopsDe = {
  data: {
    id: 1,
    attributes: {
      seo: { id: 1, metaTitle: 'Workshops im Jobpoint', metaDescription: null, metaSocial: [] },
      headerSection: { id: 1, title: 'Workshops', subtitle: null, description: null, image: { data: null }, buttons: [] },
      intro: 'Jeden Monat neu.',
      faq: { id: 1, title: 'Fragen', subtitle: null, items: [{ id: 1, question: 'Kostet das etwas?', answer: 'Nein.' }] },
    },
  },
  meta: {},
};

const requests: URL[] = [];
startMockServer(
  http.get(cmsUrl('/api/workshop-seite'), ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json(workshopsDe);
  }),
);

beforeAll(() => {
  defineSingleType(workshopsDescription);
});

const layout = { loader: async () => null, element: <div /> };

describe('a content page from a registry entry and a content description', () => {
  it('is routed as a content page and shows its single type’s content', async () => {
    const store = createAppStore({ services: createTestServiceContext() });
    const routes = createSiteRoutes(
      { store },
      { app: 'jobseekers', layouts: { jobseekers: layout }, pages: {}, errorElement: <div />, notFound: <div /> },
    );
    const context = await createStaticHandler(routes).query(new Request('http://site.test/workshops'));
    if (context instanceof Response) throw new Error('unexpected response');
    expect(context.statusCode).toBe(200);
    expect(context.matches.at(-1)?.route).toMatchObject({
      id: 'workshops',
      path: '/workshops',
      handle: { module: 'libs/app-shell/src/content-page.tsx' },
    });
    expect(context.loaderData['workshops']).toMatchObject({
      data: { singleType: 'workshop-seite', locale: 'de' },
      seo: { metaTitle: 'Workshops im Jobpoint' },
    });

    const [request] = requests;
    expect(request.searchParams.get('populate[headerSection][populate][image]')).toBe('true');
    expect(request.searchParams.get('populate[faq][populate][items]')).toBe('true');
    const content = singleTypeApi.endpoints.getSingleType.select({ singleType: 'workshop-seite', locale: 'de' })(store.getState()).data;
    expect(content?.fields).toEqual({
      headerSection: { title: 'Workshops', subtitle: null, description: null, image: null, buttons: [] },
      intro: 'Jeden Monat neu.',
      faq: { title: 'Fragen', subtitle: null, items: [{ id: 1, question: 'Kostet das etwas?', answer: 'Nein.' }] },
    });
  });
});
