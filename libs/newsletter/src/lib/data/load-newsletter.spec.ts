import { http, HttpResponse } from 'msw';
import { cmsApi, getMiniNewsletter } from '@jobpoint/cms-client';
import { cmsUrl, createTestStore, startMockServer } from '@jobpoint/test-utils';
import { loadMiniNewsletter, loadNewsletterPage, selectNewsletterSeo } from './load-newsletter';

const server = startMockServer(
  http.get(cmsUrl('/api/newsletter'), () =>
    HttpResponse.json({ data: { id: 1, attributes: { seo: { metaTitle: 'Newsletter abonnieren' }, newsletter: { title: 'Newsletter' } } } }),
  ),
);

describe('loadNewsletterPage', () => {
  it('puts the page in the store, where the SEO selector finds it', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    await loadNewsletterPage(store.dispatch, { locale: 'de' });
    expect(selectNewsletterSeo(store.getState() as never, { locale: 'de' })?.metaTitle).toBe('Newsletter abonnieren');
    expect(selectNewsletterSeo(store.getState() as never, { locale: 'en' })).toBeNull();
  });

  it('still renders a page the CMS has not filled', async () => {
    server.use(http.get(cmsUrl('/api/newsletter'), () => HttpResponse.json({ data: null }, { status: 404 })));
    const store = createTestStore({ apis: [cmsApi] });
    await expect(loadNewsletterPage(store.dispatch, { locale: 'tr' })).resolves.toBeUndefined();
  });

  it.each([400, 503])('passes a failing CMS on to the error page with its status %i', async (status) => {
    server.use(http.get(cmsUrl('/api/newsletter'), () => HttpResponse.json({}, { status })));
    const store = createTestStore({ apis: [cmsApi] });
    await expect(loadNewsletterPage(store.dispatch, { locale: 'de' })).rejects.toMatchObject({ status });
  });

  it('answers 503 when the CMS cannot be reached', async () => {
    server.use(http.get(cmsUrl('/api/newsletter'), () => HttpResponse.error()));
    const store = createTestStore({ apis: [cmsApi] });
    await expect(loadNewsletterPage(store.dispatch, { locale: 'de' })).rejects.toMatchObject({ status: 503 });
  });
});

describe('loadMiniNewsletter', () => {
  it('puts the footer form’s texts in the store, and leaves the page alone when the CMS fails', async () => {
    server.use(http.get(cmsUrl('/api/mini-newsletter'), () => HttpResponse.json({ data: { id: 1, attributes: { title: 'Bleiben Sie informiert' } } }), { once: true }));
    const store = createTestStore({ apis: [cmsApi] });
    await loadMiniNewsletter(store.dispatch, { locale: 'de' });
    expect(getMiniNewsletter.select({ locale: 'de' })(store.getState() as never).data?.title).toBe('Bleiben Sie informiert');
    server.use(http.get(cmsUrl('/api/mini-newsletter'), () => HttpResponse.error()));
    await expect(loadMiniNewsletter(store.dispatch, { locale: 'en' })).resolves.toBeUndefined();
  });
});
