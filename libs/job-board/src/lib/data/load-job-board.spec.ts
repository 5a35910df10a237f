import { http, HttpResponse } from 'msw';
import { cmsApi, jobBoardPageApi } from '@jobpoint/cms-client';
import { jobsApi } from '@jobpoint/jobs-client';
import { cmsJobBoardHandlers, cmsUrl, createTestStore, jobBoardPageDe, jobsHandlers, jobsUrl, startMockServer } from '@jobpoint/test-utils';
import { jobBoardResources } from '../i18n/job-board-resources';
import { searchStateFromQuery } from '../search/search-state';
import { loadJobBoard, selectJobBoardSeo } from './load-job-board';

const server = startMockServer(...cmsJobBoardHandlers, ...jobsHandlers);

const pageWith = (attributes: Record<string, unknown>) => ({ ...jobBoardPageDe, data: { ...jobBoardPageDe.data, attributes: { ...jobBoardPageDe.data.attributes, ...attributes } } });

async function loadedSeo(locale: 'de' | 'en') {
  const store = createTestStore({ apis: [cmsApi, jobsApi] });
  await store.dispatch(jobBoardPageApi.endpoints.getJobBoardPage.initiate({ locale }));
  return selectJobBoardSeo(store.getState(), locale);
}

describe('loadJobBoard', () => {
  it('puts the page, the filter lists and the jobs in the store', async () => {
    const store = createTestStore({ apis: [cmsApi, jobsApi] });
    await loadJobBoard(store.dispatch, { locale: 'de', search: searchStateFromQuery(new URLSearchParams('q=Pflege')) });
    const endpoints = [...Object.values(store.getState().cmsApi.queries), ...Object.values(store.getState().jobsApi.queries)]
      .filter((query) => query?.status === 'fulfilled')
      .map((query) => query?.endpointName);
    expect(endpoints.sort()).toEqual(['getJobBoardPage', 'getJobs', 'getPublicViewConstants']);
  });

  it('never fails, whatever fails', async () => {
    server.use(http.get(jobsUrl('/jobs'), () => HttpResponse.error()), http.get(cmsUrl('/api/jobboerse'), () => HttpResponse.json({}, { status: 500 })));
    const store = createTestStore({ apis: [cmsApi, jobsApi] });
    await expect(loadJobBoard(store.dispatch, { locale: 'de', search: searchStateFromQuery(new URLSearchParams()) })).resolves.toBeUndefined();
  });
});

describe('selectJobBoardSeo', () => {
  it('takes the CMS’s SEO block', async () => {
    expect(await loadedSeo('de')).toMatchObject({ metaTitle: 'Jobbörse – Jobs in Berlin finden' });
  });

  it('falls back to the header’s title, then to the board’s own title', async () => {
    server.use(http.get(cmsUrl('/api/jobboerse'), () => HttpResponse.json(pageWith({ seo: null }))));
    expect(await loadedSeo('de')).toEqual({ metaTitle: 'Jobbörse' });
    server.use(http.get(cmsUrl('/api/jobboerse'), () => HttpResponse.json(pageWith({ seo: null, headerSection: { ...jobBoardPageDe.data.attributes.headerSection, title: '' } }))));
    expect(await loadedSeo('de')).toEqual({ metaTitle: jobBoardResources.de.title });
    server.use(http.get(cmsUrl('/api/jobboerse'), () => HttpResponse.json({}, { status: 500 })));
    expect(await loadedSeo('en')).toEqual({ metaTitle: jobBoardResources.en.title });
  });
});
