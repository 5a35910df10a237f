import { http, HttpResponse } from 'msw';
import { cmsUrl, createTestStore, startMockServer } from '@jobpoint/test-utils';
import { cmsApi } from '../lib/api/cms-api';
import { getMiniNewsletter } from './get-mini-newsletter';
import { getNewsletterPage } from './get-newsletter-page';

const newsletterPageV4 = {
  data: {
    id: 3,
    attributes: {
      seo: { id: 1, metaTitle: 'Newsletter | jobpoint berlin', metaDescription: 'Neuigkeiten per E-Mail', metaSocial: [] },
      newsletter: {
        id: 2,
        title: 'Unser Newsletter',
        subtitle: 'Einmal im Monat',
        btnText: 'Anmelden',
        placeholder: 'E-Mail-Adresse',
        checkboxText: 'Ich stimme der [Datenschutzerklärung](/datenschutzerklaerung) zu.',
      },
      titles: { id: 4, successText: 'Danke!', errorText: 'Fehler', requiredText: 'Pflichtfeld', benefitsTitle: null },
    },
  },
  meta: {},
};

const miniNewsletterV5 = {
  data: {
    id: 1,
    documentId: 'abc',
    title: 'Newsletter',
    fieldLabel: 'E-Mail',
    placeholder: 'name@beispiel.de',
    privacyText: 'Mit der Anmeldung stimme ich der Datenschutzerklärung zu.',
    sendButtonText: 'Senden',
    successText: 'Fast geschafft: Bitte bestätigen Sie die E-Mail.',
    errorText: 'Das hat nicht geklappt.',
  },
  meta: {},
};

const server = startMockServer(
  http.get(cmsUrl('/api/newsletter'), () => HttpResponse.json(newsletterPageV4)),
  http.get(cmsUrl('/api/mini-newsletter'), () => HttpResponse.json(miniNewsletterV5)),
);

const store = () => createTestStore({ apis: [cmsApi] });

describe('getNewsletterPage', () => {
  it('populates the SEO block, the signup block and the titles for the language', async () => {
    let query = '';
    server.events.on('request:start', ({ request }) => void (query = decodeURIComponent(new URL(request.url).search)));
    const { data } = await store().dispatch(getNewsletterPage.initiate({ locale: 'en' }));
    server.events.removeAllListeners();

    expect(query).toBe(
      '?locale=en&populate[seo][populate][metaImage]=true&populate[seo][populate][metaSocial][populate][image]=true&populate[newsletter]=true&populate[titles]=true',
    );
    expect(data?.seo?.metaTitle).toBe('Newsletter | jobpoint berlin');
    expect(data?.newsletter).toMatchObject({ title: 'Unser Newsletter', btnText: 'Anmelden', placeholder: 'E-Mail-Adresse' });
  });

  it('answers null when the CMS has no newsletter page in the language', async () => {
    server.use(http.get(cmsUrl('/api/newsletter'), () => HttpResponse.json({ data: null, error: { status: 404 } }, { status: 404 })));
    const result = await store().dispatch(getNewsletterPage.initiate({ locale: 'tr' }));
    expect(result.isError).toBe(false);
    expect(result.data).toBeNull();
  });
});

describe('getMiniNewsletter', () => {
  it('reads the footer texts, also from a v5 answer', async () => {
    const { data } = await store().dispatch(getMiniNewsletter.initiate({ locale: 'de' }));
    expect(data).toMatchObject({ fieldLabel: 'E-Mail', sendButtonText: 'Senden', errorText: 'Das hat nicht geklappt.' });
  });

  it('passes a server error on', async () => {
    server.use(http.get(cmsUrl('/api/mini-newsletter'), () => HttpResponse.json({}, { status: 500 })));
    const result = await store().dispatch(getMiniNewsletter.initiate({ locale: 'de' }));
    expect(result.isError).toBe(true);
  });
});
