import { http, HttpResponse } from 'msw';
import { cmsLayoutHandlers, cmsUrl, createTestStore, startMockServer } from '@jobpoint/test-utils';
import { cmsApi } from '../lib/api/cms-api';
import { getFooter } from './get-footer';
import { getNavigation } from './get-navigation';
import { getNavigationExtension } from './get-navigation-extension';
import { getNotification } from './get-notification';
import { getSocialButtons } from './get-social-buttons';

const server = startMockServer(...cmsLayoutHandlers);

function store() {
  return createTestStore({ apis: [cmsApi] });
}

describe('getNavigation', () => {
  it('asks for the configured navigation of the audience and language as a tree', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    await store().dispatch(getNavigation.initiate({ audience: 'employers', locale: 'de' }));
    expect(requests).toEqual([cmsUrl('/api/navigation/render/42?type=TREE&locale=de')]);
    server.events.removeAllListeners();
  });

  it('maps the plugin tree to navigation items sorted by order', async () => {
    const { data } = await store().dispatch(getNavigation.initiate({ audience: 'jobseekers', locale: 'de' }));
    expect(data?.map((item) => item.title)).toEqual(['Start', 'Beratung', 'Jobbörse', 'Angebote', 'Berlin.de']);
    const counselling = data?.[1];
    expect(counselling).toMatchObject({ path: '/beratung', external: false, menuAttached: true, uiRouterKey: 'beratung' });
    expect(counselling?.items.map((item) => item.path)).toEqual(['/beratung/avgs', '/beratung/bewerbungsberatung']);
  });

  it('gives a wrapper no path and an external item its URL', async () => {
    const { data } = await store().dispatch(getNavigation.initiate({ audience: 'jobseekers', locale: 'de' }));
    expect(data?.[3]).toMatchObject({ title: 'Angebote', path: null, external: false });
    expect(data?.[4]).toMatchObject({ title: 'Berlin.de', path: 'https://www.berlin.de/', external: true });
  });

  it('links an item that relates to an editor page to the page’s address in the navigation’s language', async () => {
    // As strapi-plugin-navigation 3 renders an internal item with `type=TREE`: the item's own path under
    // its parent's, and the related entry's fields with its content type.
    const item = (id: number, path: string, related: Record<string, unknown> | undefined) => ({
      id,
      documentId: `item-${id}`,
      title: `Eintrag ${id}`,
      menuAttached: true,
      order: id,
      path,
      type: 'INTERNAL',
      uiRouterKey: `eintrag-${id}`,
      slug: `eintrag-${id}`,
      related,
      items: [],
      collapsed: false,
      additionalFields: {},
    });
    server.use(
      http.get(cmsUrl('/api/navigation/render/:id'), () =>
        HttpResponse.json([
          item(1, '/angebote/ankommen', { documentId: 'seite-1', title: 'Ankommen in Berlin', slug: 'ankommen-in-berlin', layout: 'jobseekers', __type: 'api::seite.seite' }),
          item(2, '/angebote/kaputt', { documentId: 'seite-2', title: 'Kaputt', slug: 'Nicht Gültig', __type: 'api::seite.seite' }),
          item(3, '/faq', { documentId: 'faq-1', __type: 'api::faq.faq' }),
        ]),
      ),
    );
    const { data } = await store().dispatch(getNavigation.initiate({ audience: 'jobseekers', locale: 'de' }));
    expect(data?.map((entry) => entry.path)).toEqual(['/ankommen-in-berlin', '/angebote/kaputt', '/faq']);
  });

  it('answers an empty navigation when the CMS has none for the language', async () => {
    const { data, isError } = await store().dispatch(getNavigation.initiate({ audience: 'employers', locale: 'ar' }));
    expect(isError).toBe(false);
    expect(data).toEqual([]);
  });
});

describe('getFooter', () => {
  it('populates partner logos and link sections and flattens the v4 answer', async () => {
    let query = '';
    server.events.on('request:start', ({ request }) => void (query = decodeURIComponent(new URL(request.url).search)));
    const { data } = await store().dispatch(getFooter.initiate({ locale: 'de' }));
    server.events.removeAllListeners();
    expect(query).toBe('?locale=de&populate[partnerLogos][populate][image]=true&populate[footerSections][populate][links]=true');
    expect(data?.partnerLogos[0]).toMatchObject({ caption: 'Senatsverwaltung für Arbeit', image: { url: '/uploads/senat.png' } });
    expect(data?.footerSections[1].links[0]).toMatchObject({ title: 'Bundesagentur für Arbeit', type: 'external' });
  });

  it('treats a 404 of the unfilled single type as no content', async () => {
    const result = await store().dispatch(getFooter.initiate({ locale: 'tr' }));
    expect(result.isError).toBe(false);
    expect(result.data).toBeNull();
  });

  it('passes a server error on as an error', async () => {
    server.use(http.get(cmsUrl('/api/footer'), () => HttpResponse.json({}, { status: 500 })));
    const result = await store().dispatch(getFooter.initiate({ locale: 'de' }));
    expect(result.isError).toBe(true);
  });
});

describe('getNotification', () => {
  it('answers the announcement text', async () => {
    const { data } = await store().dispatch(getNotification.initiate({ locale: 'de' }));
    expect(data).toBe('Am 3. Oktober bleiben alle Standorte geschlossen.');
  });

  it('answers null for an empty announcement', async () => {
    server.use(http.get(cmsUrl('/api/notification'), () => HttpResponse.json({ data: { id: 1, attributes: { Ankuendigung: '  ' } } })));
    const { data } = await store().dispatch(getNotification.initiate({ locale: 'de' }));
    expect(data).toBeNull();
  });
});

describe('getNavigationExtension', () => {
  it('answers the texts around the navigation', async () => {
    const { data } = await store().dispatch(getNavigationExtension.initiate({ locale: 'de' }));
    expect(data).toMatchObject({ employersText: 'Für Arbeitgebende', loginJobmarketText: 'Login/Sign-Up Jobbörse' });
  });
});

describe('getSocialButtons', () => {
  it('asks for one page of ten and drops platforms without an icon', async () => {
    let query = '';
    server.use(
      http.get(cmsUrl('/api/social-buttons'), ({ request }) => {
        query = decodeURIComponent(new URL(request.url).search);
        return HttpResponse.json({
          data: [
            { id: 1, attributes: { type: 'facebook', link: 'https://facebook.com/x' } },
            { id: 2, attributes: { type: 'myspace', link: 'https://myspace.com/x' } },
          ],
        });
      }),
    );
    const { data } = await store().dispatch(getSocialButtons.initiate({ locale: 'de' }));
    expect(query).toBe('?pagination[pageSize]=10');
    expect(data).toEqual([{ id: 1, type: 'facebook', link: 'https://facebook.com/x' }]);
  });
});
