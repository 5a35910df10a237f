import { http, HttpResponse } from 'msw';
import { cmsRatingHandlers, cmsUrl, createTestStore, startMockServer } from '@jobpoint/test-utils';
import { cmsApi } from '../lib/api/cms-api';
import { ratingBlockApi } from './get-rating-block';
import { RATINGS_PAGE_SIZE, ratingsApi } from './get-ratings';

const server = startMockServer(...cmsRatingHandlers);

function recordUrls(): URL[] {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    urls.push(new URL(request.url));
  });
  return urls;
}

afterEach(() => server.events.removeAllListeners());

describe('getCustomerRatings', () => {
  it('asks for one page of the newest ratings, in a stable order', async () => {
    const urls = recordUrls();
    const store = createTestStore({ apis: [cmsApi] });
    const { data } = await store.dispatch(ratingsApi.endpoints.getCustomerRatings.initiate('de'));
    expect(urls).toHaveLength(1);
    const params = urls[0].searchParams;
    expect(urls[0].pathname).toBe('/api/bewertungs');
    expect(params.get('locale')).toBe('de');
    expect(params.get('sort[0]')).toBe('createdAt:desc');
    expect(params.get('sort[1]')).toBe('id:desc');
    expect(params.get('pagination[pageSize]')).toBe(String(RATINGS_PAGE_SIZE));
    expect(data?.locale).toBe('de');
    expect(data?.content.map((rating) => [rating.name, rating.stars])).toEqual([
      ['Jana W.', 4],
      ['Mohammed S.', 5],
      ['Aylin K.', 0],
    ]);
  });

  it('keeps the ratings of the page language when there are some', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    const { data } = await store.dispatch(ratingsApi.endpoints.getCustomerRatings.initiate('en'));
    expect(data?.locale).toBe('en');
    expect(data?.content[0]?.text).toBe('After parental leave I did not know where to start.');
  });

  it('falls back to the German ratings when a language has none', async () => {
    const urls = recordUrls();
    const store = createTestStore({ apis: [cmsApi] });
    const { data } = await store.dispatch(ratingsApi.endpoints.getCustomerRatings.initiate('tr'));
    expect(urls.map((url) => url.searchParams.get('locale'))).toEqual(['tr', 'de']);
    expect(data?.locale).toBe('de');
    expect(data?.content).toHaveLength(3);
  });

  it('gives null when there are none in German either', async () => {
    server.use(http.get(cmsUrl('/api/bewertungs'), () => HttpResponse.json({ data: [], meta: {} })));
    const store = createTestStore({ apis: [cmsApi] });
    const { data, isSuccess } = await store.dispatch(ratingsApi.endpoints.getCustomerRatings.initiate('ar'));
    expect(isSuccess).toBe(true);
    expect(data).toBeNull();
  });

  it('fails when the content service fails, without asking for German', async () => {
    server.use(http.get(cmsUrl('/api/bewertungs'), () => HttpResponse.json({}, { status: 500 })));
    const urls = recordUrls();
    const store = createTestStore({ apis: [cmsApi] });
    const { isError } = await store.dispatch(ratingsApi.endpoints.getCustomerRatings.initiate('tr'));
    expect(isError).toBe(true);
    expect(urls).toHaveLength(1);
  });
});

describe('getCompanyRatings', () => {
  it('reads the company ratings', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    const { data } = await store.dispatch(ratingsApi.endpoints.getCompanyRatings.initiate('de'));
    expect(data?.content.map((rating) => rating.name)).toEqual(['Spree Logistik GmbH', 'Pflegedienst Sonnenhof']);
  });
});

describe('getRatingBlock', () => {
  it('reads the titles and the button, in German where the language has none', async () => {
    const urls = recordUrls();
    const store = createTestStore({ apis: [cmsApi] });
    const { data } = await store.dispatch(ratingBlockApi.endpoints.getRatingBlock.initiate('ar'));
    expect(urls.map((url) => url.searchParams.get('locale'))).toEqual(['ar', 'de']);
    expect(urls[0].searchParams.get('populate[button]')).toBe('true');
    expect(data?.locale).toBe('de');
    expect(data?.content).toMatchObject({
      title: 'Das sagen andere über uns',
      customerTitle: 'Arbeitssuchende',
      companyTitle: 'Unternehmen',
      button: { text: 'Eigene Erfahrung teilen', url: '/kontakt' },
    });
  });
});
