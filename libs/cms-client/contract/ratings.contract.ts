import { ratingBlockApi } from '../src/ratings/get-rating-block';
import { RATINGS_PAGE_SIZE, ratingsApi } from '../src/ratings/get-ratings';
import { CONTRACT_LOCALES, expectFormat, queryCmsResponses, RESPONSE_FORMATS } from './contract-store';

const ENDPOINTS = [
  ['customer', ratingsApi.endpoints.getCustomerRatings],
  ['company', ratingsApi.endpoints.getCompanyRatings],
] as const;

describe.each(RESPONSE_FORMATS)('ratings, %s format', (format) => {
  describe.each(CONTRACT_LOCALES)('%s', (locale) => {
    it.each(ENDPOINTS)('reads the %s ratings with name, text and stars', async (_kind, endpoint) => {
      const { result, responses } = await queryCmsResponses(format, (store) =>
        store.dispatch(endpoint.initiate(locale)),
      );
      expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
      const last = responses[responses.length - 1];
      expect(expectFormat(last.body, format)['locale']).toBe(locale);
      expect(result.isSuccess).toBe(true);
      expect(result.data?.locale).toBe(locale);
      const ratings = result.data?.content ?? [];
      expect(ratings.length).toBeGreaterThan(0);
      expect(ratings.length).toBeLessThanOrEqual(RATINGS_PAGE_SIZE);
      for (const rating of ratings) {
        expect(rating.name).toMatch(/\S/);
        expect(rating.text).toMatch(/\S/);
        expect(Number.isInteger(rating.stars)).toBe(true);
      }
    });

    it('reads the rating block with its titles and button', async () => {
      const { result, responses } = await queryCmsResponses(format, (store) =>
        store.dispatch(ratingBlockApi.endpoints.getRatingBlock.initiate(locale)),
      );
      // The local CMS has the block in every language: no 404 before a German fallback.
      expect(responses.map((response) => response.status)).toEqual([200]);
      expect(result.data?.locale).toBe(locale);
      expect(result.data?.content).toMatchObject({
        title: expect.stringMatching(/\S/),
        customerTitle: expect.stringMatching(/\S/),
        companyTitle: expect.stringMatching(/\S/),
        button: { text: expect.stringMatching(/\S/), url: expect.stringMatching(/^\//) },
      });
    });
  });
});
