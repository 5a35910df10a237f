import { http, HttpResponse } from 'msw';
import { cmsApi, eventApi, eventsPageApi } from '@jobpoint/cms-client';
import { cmsUrl, createTestStore, germanOnly, startMockServer } from '@jobpoint/test-utils';
import { eventRecord } from '../testing/event-fixture';
import { selectEventSeo, selectEventsSeo } from './select-seo';

const seo = { metaTitle: 'Veranstaltungen', metaDescription: 'Workshops und Messen' };

startMockServer(
  http.get(cmsUrl('/api/veranstaltungen-view'), ({ request }) => germanOnly(request, { data: { seo } })),
  http.get(cmsUrl('/api/veranstaltungens'), ({ request }) => {
    const slug = new URL(request.url).searchParams.get('filters[slug][$eq]');
    const events = { 'mit-seo': eventRecord({ slug, seo }), 'ohne-seo': eventRecord({ slug, seo: null }), 'ohne-text': eventRecord({ slug, seo: null, description: null }) };
    const event = events[slug as keyof typeof events];
    return HttpResponse.json({ data: event ? [event] : [] });
  }),
);

describe('the events’ SEO', () => {
  it('takes the list’s head from the CMS, and none where it has none', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    expect(selectEventsSeo(store.getState(), 'de')).toBeNull();
    await store.dispatch(eventsPageApi.endpoints.getEventsPage.initiate('de'));
    expect(selectEventsSeo(store.getState(), 'de')).toMatchObject(seo);
  });

  it('takes an event’s head from its SEO block, else from its title and summary', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    const seoOf = async (slug: string) => {
      await store.dispatch(eventApi.endpoints.getEvent.initiate({ slug, locale: 'de' }));
      return selectEventSeo(store.getState(), { slug, locale: 'de' });
    };
    expect(await seoOf('mit-seo')).toMatchObject(seo);
    expect(await seoOf('ohne-seo')).toEqual({ metaTitle: 'Shop a Job Messe Neukölln', metaDescription: 'Über 40 Berliner Unternehmen an einem Ort.' });
    expect(await seoOf('ohne-text')).toEqual({ metaTitle: 'Shop a Job Messe Neukölln', metaDescription: null });
    expect(await seoOf('gibt-es-nicht')).toBeNull();
  });
});
