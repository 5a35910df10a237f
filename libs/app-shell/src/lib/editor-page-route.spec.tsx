import { http, HttpResponse } from 'msw';
import { createStaticHandler, type StaticHandlerContext } from 'react-router';
import { cmsEditorPageHandlers, cmsLocationHandlers, cmsUrl, createTestServiceContext, startMockServer } from '@jobpoint/test-utils';
import { createAppStore } from './create-app-store';
import { createSiteRoutes, type LayoutRoute } from './create-site-routes';

/*
 * ADR 144: an editor page is routed at `/{slug}` below every static route of the registry, in the layout
 * its content names, and an unknown or malformed slug answers the not-found page's 404.
 */

const server = startMockServer(...cmsEditorPageHandlers, ...cmsLocationHandlers);

const layoutsLoaded: string[] = [];
function layout(name: string): LayoutRoute {
  return {
    loader: async () => {
      layoutsLoaded.push(name);
      return null;
    },
    element: <div data-layout={name} />,
  };
}

const JOBSEEKERS_APP_LAYOUTS = { jobseekers: layout('jobseekers'), default: layout('default'), employers: layout('employers') };

async function query(path: string, layouts: Partial<typeof JOBSEEKERS_APP_LAYOUTS> = JOBSEEKERS_APP_LAYOUTS): Promise<StaticHandlerContext> {
  layoutsLoaded.length = 0;
  const store = createAppStore({ services: createTestServiceContext() });
  const routes = createSiteRoutes({ store }, { app: 'jobseekers', layouts, pages: {}, errorElement: <div />, notFound: <div /> });
  const context = await createStaticHandler(routes).query(new Request(`http://site.test${path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return context;
}

function serveLayout(layoutName: string) {
  server.use(
    http.get(cmsUrl('/api/seiten'), () =>
      HttpResponse.json({ data: [{ id: 1, title: 'Hinweise', slug: 'hinweise', layout: layoutName, seo: null, blocks: [{ id: 1, __component: 'blocks.title', title: 'Hinweise' }] }], meta: {} }),
    ),
  );
}

describe('the editor page route', () => {
  it('shows the page at its slug in the layout it names, with its SEO block and its languages’ paths', async () => {
    const context = await query('/ankommen-in-berlin');
    expect(context.statusCode).toBe(200);
    expect(context.matches.map((match) => match.route.id)).toEqual(['root', 'editorPage-layout', expect.any(String), 'editorPage']);
    expect(context.matches.at(-1)?.route.handle).toEqual({ module: 'libs/app-shell/src/editor-page.tsx' });
    expect(context.loaderData['editorPage-layout']).toEqual({ layout: 'jobseekers' });
    expect(layoutsLoaded).toEqual(['jobseekers']);
    expect(context.loaderData['editorPage']).toMatchObject({
      data: { slug: 'ankommen-in-berlin', locale: 'de' },
      seo: { metaTitle: 'Ankommen in Berlin: Ihr Weg in Arbeit | jobpoint berlin' },
      paths: { de: '/ankommen-in-berlin', en: '/arriving-in-berlin', ar: '/ankommen-in-berlin' },
    });
  });

  it.each(['default', 'employers'])('shows a page that names the %s layout in it', async (named) => {
    serveLayout(named);
    expect((await query('/hinweise')).loaderData['editorPage-layout']).toEqual({ layout: named });
    expect(layoutsLoaded).toEqual([named]);
  });

  it('shows a page in the app’s first layout where the app has not the one it names', async () => {
    serveLayout('employers');
    const { jobseekers, default: defaultLayout } = JOBSEEKERS_APP_LAYOUTS;
    expect((await query('/hinweise', { jobseekers, default: defaultLayout })).loaderData['editorPage-layout']).toEqual({ layout: 'jobseekers' });
  });

  it('leaves the registry’s static routes to their pages', async () => {
    const context = await query('/faq');
    expect(context.matches.at(-1)?.route.id).toBe('faq');
  });

  it.each(['/gibt-es-nicht-xyz', '/Gross_Geschrieben'])('answers 404 for %s in the first layout', async (path) => {
    const context = await query(path);
    expect(context.statusCode).toBe(404);
    expect(context.loaderData['editorPage-layout']).toEqual({ layout: 'jobseekers' });
    // The error page shows inside the layout, at the boundary around the page.
    expect(Object.values(context.errors ?? {})).toEqual([expect.objectContaining({ status: 404 })]);
  });

  it('leaves a path of more than one segment to the not-found route', async () => {
    const context = await query('/gibt-es/nicht');
    expect(context.matches.at(-1)?.route.id).toBe('not-found');
  });
});
