import { http, HttpResponse } from 'msw';
import { cmsApi } from '@jobpoint/cms-client';
import { jobsApi } from '@jobpoint/jobs-client';
import { localeChanged } from '@jobpoint/store';
import { cmsJobBoardHandlers, createTestStore, jobsHandlers, jobsUrl, startMockServer, statusOf, thrownBy } from '@jobpoint/test-utils';
import { loadJobDetail, selectJobDetailSeo } from './load-job-detail';

const server = startMockServer(...cmsJobBoardHandlers, ...jobsHandlers);

const CANONICAL = '/job-boerse/pflegefachkraft-m-w-d-ambulante-pflege-1312';

const load = (param: string | undefined, path = `/job-boerse/${param}`) =>
  loadJobDetail(createTestStore({ apis: [cmsApi, jobsApi] }).dispatch, { locale: 'de', param, url: new URL(`https://site.test${path}`) });

describe('loadJobDetail', () => {
  it('loads the job at its canonical path, with the labels and the similar jobs', async () => {
    const store = createTestStore({ apis: [cmsApi, jobsApi] });
    await expect(loadJobDetail(store.dispatch, { locale: 'de', param: 'pflegefachkraft-m-w-d-ambulante-pflege-1312', url: new URL(`https://site.test${CANONICAL}`) })).resolves.toBe(1312);
    const endpoints = [...Object.values(store.getState().cmsApi.queries), ...Object.values(store.getState().jobsApi.queries)].map((query) => query?.endpointName);
    expect(endpoints.sort()).toEqual(['getJob', 'getJobDetailLabels', 'getJobsByCategory']);
  });

  it('takes a path whose slug is written with escapes as the canonical one', async () => {
    await expect(load('pflegefachkraft-m-w-d-ambulante-pflege-1312', '/job-boerse/pflegefachkraft-m-w-d-ambulante-%70flege-1312')).resolves.toBe(1312);
  });

  it('sends a wrong or missing slug to the canonical path for good, keeping the query', async () => {
    const thrown = await thrownBy(load('1312', '/job-boerse/1312?locale=en'));
    expect(statusOf(thrown)).toBe(301);
    expect(thrown.headers.get('Location')).toBe(`${CANONICAL}?locale=en`);
    expect(statusOf(await thrownBy(load('%E0%A4%A-1312')))).toBe(301);
  });

  it('is a 404 for no id, an unknown one and one the service refuses', async () => {
    expect(statusOf(await thrownBy(load(undefined)))).toBe(404);
    expect(statusOf(await thrownBy(load('koch')))).toBe(404);
    expect(statusOf(await thrownBy(load('koch-99')))).toBe(404);
    server.use(http.get(jobsUrl('/jobs/:id'), () => HttpResponse.json({}, { status: 400 })));
    expect(statusOf(await thrownBy(load('koch-98')))).toBe(404);
  });

  it('is a 503 when the jobs service fails', async () => {
    server.use(http.get(jobsUrl('/jobs/:id'), () => HttpResponse.json({}, { status: 500 })));
    expect(statusOf(await thrownBy(load('koch-1312')))).toBe(503);
  });
});

describe('selectJobDetailSeo', () => {
  it('titles the page in the reader’s language and describes it with the start of the job’s text', async () => {
    const store = createTestStore({ apis: [cmsApi, jobsApi] });
    expect(selectJobDetailSeo(store.getState(), 1312)).toBeNull();
    await store.dispatch(jobsApi.endpoints.getJob.initiate(1312));
    store.dispatch(localeChanged('en'));
    expect(selectJobDetailSeo(store.getState(), 1312)).toEqual({
      metaTitle: 'Pflegefachkraft (m/w/d) ambulante Pflege – Spree Pflegedienst GmbH, Neukölln · Job no. 1312',
      metaDescription: 'Die Spree Pflegedienst GmbH sucht Verstärkung. Aufgaben im Team.',
    });
  });
});
