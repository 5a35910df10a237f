import { http, HttpResponse } from 'msw';
import { cmsHomeHandlers, cmsUrl, createTestStore, startMockServer } from '@jobpoint/test-utils';
import { cmsApi } from '../lib/api/cms-api';
import './content-descriptions';
import type { BlockData } from './block-schemas';
import { singleTypeApi } from './single-type';

const server = startMockServer(...cmsHomeHandlers);

interface HomeFields {
  headerSection?: BlockData<'shared.section'>;
  sectionOne?: BlockData<'home.section-one'>;
  sectionFour?: BlockData<'home.contact-section'>;
  faq?: BlockData<'shared.faq-section'>;
  eventSection?: BlockData<'home.event-section'>;
  offers?: BlockData<'home.offers'>;
  jobDating?: BlockData<'home.job-dating'>;
  timeline?: BlockData<'home.timeline-section'>;
}

const SINGLE_TYPES = { jobseekers: 'arbeitssuchende', employers: 'arbeitgebende' } as const;

async function fetchHomePage(audience: 'jobseekers' | 'employers', locale: 'de' | 'en' | 'ar' = 'de') {
  const store = createTestStore({ apis: [cmsApi] });
  const result = await store.dispatch(singleTypeApi.endpoints.getSingleType.initiate({ singleType: SINGLE_TYPES[audience], locale }));
  const data = result.data ? { seo: result.data.seo, ...(result.data.fields as HomeFields) } : result.data;
  return { ...result, data, locale: result.data?.locale };
}

describe('getSingleType', () => {
  it('reads the job-seeker home from the v4 format into flat, typed blocks', async () => {
    const { data } = await fetchHomePage('jobseekers');
    expect(data?.headerSection?.title).toBe('Gemeinsam zum passenden Job');
    expect(data?.headerSection?.image?.url).toBe('/uploads/beratung-kreuzberg.jpg');
    expect(data?.headerSection?.image?.formats?.['small']?.width).toBe(500);
    expect(data?.sectionOne?.downloadButton?.text).toBe('Flyer herunterladen');
    expect(data?.sectionFour?.phone).toBe('030 / 123 456-0');
    expect(data?.faq?.items).toHaveLength(2);
    expect(data?.offers?.items?.[0]?.icon?.url).toBe('/uploads/icon-bewerbung.png');
    expect(data?.offers?.items?.[2]?.icon).toBeNull();
    expect(data?.jobDating?.entries?.[0]?.date).toBe('2026-03-18');
    expect(data?.timeline?.loginButton?.url).toBe('https://jobboerse.jobpoint-berlin.de/login');
    expect(data?.seo?.metaTitle).toBe('Jobpoint Berlin – Beratung und Jobs für Arbeitssuchende');
  });

  it('asks the audience’s single type for its language with one populate tree', async () => {
    const urls: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      urls.push(new URL(request.url));
    });
    await fetchHomePage('employers');
    server.events.removeAllListeners();
    expect(urls).toHaveLength(1);
    const [url] = urls;
    expect(url.pathname).toBe('/api/arbeitgebende');
    expect(url.searchParams.get('locale')).toBe('de');
    expect(url.searchParams.get('populate[headerSection][populate][image]')).toBe('true');
    expect(url.searchParams.get('populate[offers][populate][items][populate][icon]')).toBe('true');
    expect(url.searchParams.get('populate[timeline][populate][policyButton]')).toBe('true');
    expect(url.searchParams.get('populate[seo][populate][metaSocial][populate][image]')).toBe('true');
  });

  it('leaves out an empty button instead of failing the page', async () => {
    server.use(
      http.get(cmsUrl('/api/arbeitgebende'), () =>
        HttpResponse.json({
          data: {
            id: 1,
            attributes: { eventSection: { id: 1, title: 'Termine', button: { id: 1, text: null, url: null } } },
          },
          meta: {},
        }),
      ),
    );
    const { data } = await fetchHomePage('employers');
    expect(data?.eventSection).toEqual({ title: 'Termine', button: null });
  });

  it('falls back to the German page where the CMS has no translation (404)', async () => {
    const result = await fetchHomePage('jobseekers', 'ar');
    expect(result.isSuccess).toBe(true);
    expect(result.locale).toBe('de');
    expect(result.data?.headerSection?.title).toBe('Gemeinsam zum passenden Job');
  });

  it('gives null for a page the CMS has in no language', async () => {
    server.use(http.get(cmsUrl('/api/arbeitssuchende'), () => HttpResponse.json({ data: null, error: { status: 404 } }, { status: 404 })));
    const result = await fetchHomePage('jobseekers', 'en');
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
  });

  it('passes any other failure on with its status', async () => {
    server.use(http.get(cmsUrl('/api/arbeitssuchende'), () => HttpResponse.json({ error: {} }, { status: 503 })));
    const result = await fetchHomePage('jobseekers');
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 503 });
  });
});
