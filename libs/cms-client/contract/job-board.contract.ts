import { bookmarksPageApi } from '../src/job-board/get-bookmarks-page';
import { jobBoardPageApi } from '../src/job-board/get-job-board-page';
import { jobDetailLabelsApi } from '../src/job-board/get-job-detail-labels';
import { JOB_BOARD_FILTERS } from '../src/job-board/job-board-content';
import { CONTRACT_LOCALES, expectFormat, queryCms, RESPONSE_FORMATS } from './contract-store';

describe.each(RESPONSE_FORMATS)('job board content, %s format', (format) => {
  describe.each(CONTRACT_LOCALES)('%s', (locale) => {
    it('reads the job board page with its search configuration', async () => {
      const { result, response } = await queryCms(format, (store) => store.dispatch(jobBoardPageApi.endpoints.getJobBoardPage.initiate({ locale })));
      expect(response.status).toBe(200);
      expect(expectFormat(response.body, format)['locale']).toBe(locale);
      expect(result.data?.seo?.metaTitle).toBeTruthy();
      expect(result.data?.headerSection?.title).toBeTruthy();
      expect(result.data?.searchPlaceholder).toBeTruthy();
      expect([...(result.data?.searchConfig?.filters ?? [])].sort()).toEqual([...JOB_BOARD_FILTERS].sort());
      expect(result.data?.searchConfig?.specialEvents).toEqual({ '1': expect.any(String), '2': expect.any(String) });
    });

    it('reads every job detail label', async () => {
      const { result, response } = await queryCms(format, (store) => store.dispatch(jobDetailLabelsApi.endpoints.getJobDetailLabels.initiate({ locale })));
      expect(response.status).toBe(200);
      expect(expectFormat(response.body, format)['locale']).toBe(locale);
      const { seo, ...labels } = result.data ?? {};
      expect(seo?.metaTitle).toBeTruthy();
      expect(Object.keys(labels)).toHaveLength(19);
      expect(Object.values(labels).every((label) => typeof label === 'string' && label.length > 0)).toBe(true);
    });

    it('reads the Merkliste page with its button', async () => {
      const { result, response } = await queryCms(format, (store) => store.dispatch(bookmarksPageApi.endpoints.getBookmarksPage.initiate({ locale })));
      expect(response.status).toBe(200);
      expect(expectFormat(response.body, format)['locale']).toBe(locale);
      expect(result.data?.title).toBeTruthy();
      expect(result.data?.emptyText).toBeTruthy();
      expect(result.data?.button?.url).toBe('/job-boerse');
    });
  });
});
