import { http, HttpResponse } from 'msw';
import { cmsJobBoardHandlers, cmsUrl, createTestStore, startMockServer } from '@jobpoint/test-utils';
import { cmsApi } from '../lib/api/cms-api';
import { bookmarksPageApi } from './get-bookmarks-page';
import { jobBoardPageApi } from './get-job-board-page';
import { jobDetailLabelsApi } from './get-job-detail-labels';

const server = startMockServer(...cmsJobBoardHandlers);

function createStore() {
  return createTestStore({ apis: [cmsApi] });
}

describe('job board content', () => {
  it('reads the job board page with its search configuration, skipping unknown filters and empty labels', async () => {
    const store = createStore();
    const { data } = await store.dispatch(jobBoardPageApi.endpoints.getJobBoardPage.initiate({ locale: 'de' }));
    expect(data?.headerSection?.title).toBe('Jobbörse');
    expect(data?.searchPlaceholder).toBe('Jobtitel, Firma oder Jobnummer');
    expect(data?.seo?.metaTitle).toBe('Jobbörse – Jobs in Berlin finden');
    expect(data?.searchConfig?.filters).toEqual(['jobCategories', 'workTimeCategories']);
    expect(data?.searchConfig?.specialEvents).toEqual({ '1': 'Shop a Job Messe', '2': null });
  });

  it('ignores a malformed search configuration instead of failing the page', async () => {
    server.use(
      http.get(cmsUrl('/api/jobboerse'), () =>
        HttpResponse.json({ data: { id: 1, attributes: { resultsText: 'Jobs', searchConfig: { filters: 'zipCodes', specialEvents: [1] } } }, meta: {} }),
      ),
    );
    const { data } = await createStore().dispatch(jobBoardPageApi.endpoints.getJobBoardPage.initiate({ locale: 'de' }));
    expect(data?.resultsText).toBe('Jobs');
    expect(data?.searchConfig).toEqual({ filters: null, specialEvents: null });
  });

  it('reads every job detail label', async () => {
    const { data } = await createStore().dispatch(jobDetailLabelsApi.endpoints.getJobDetailLabels.initiate({ locale: 'de' }));
    expect(data).toMatchObject({ save: 'Job merken', calculateRoute: 'Route berechnen', applyNow: 'Jetzt bewerben' });
  });

  it('reads the Merkliste page with its button', async () => {
    const urls: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      urls.push(new URL(request.url));
    });
    const { data } = await createStore().dispatch(bookmarksPageApi.endpoints.getBookmarksPage.initiate({ locale: 'de' }));
    server.events.removeAllListeners();
    expect(data?.emptyText).toBe('Sie haben sich noch keine Jobs gemerkt.');
    expect(data?.button?.url).toBe('/job-boerse');
    expect(urls[0]?.pathname).toBe('/api/merkliste-seite');
    expect(urls[0]?.searchParams.get('populate[button]')).toBe('true');
    expect(urls[0]?.searchParams.get('locale')).toBe('de');
  });

  it('gives null for a language the CMS has no content in', async () => {
    const result = await createStore().dispatch(jobBoardPageApi.endpoints.getJobBoardPage.initiate({ locale: 'tr' }));
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
  });

  it('passes another failure on with its status', async () => {
    server.use(http.get(cmsUrl('/api/jobboerse-detail-seite'), () => HttpResponse.json({}, { status: 502 })));
    const result = await createStore().dispatch(jobDetailLabelsApi.endpoints.getJobDetailLabels.initiate({ locale: 'de' }));
    expect(result.error).toMatchObject({ status: 502 });
  });
});
