import { DEFAULT_LOCALE, type Locale } from '@jobpoint/i18n';
import { cmsApi, type CmsRequest } from '../lib/api/cms-api';
import { fetchSingleType, type CmsBaseQuery, type ContentResult } from '../lib/strapi/fetch-single-type';
import type { LocalizedContent } from '../locations/localized-single-type';
import { ratingSchema, type Rating } from './rating-content';

/** As many ratings as one block shows: the newest. */
export const RATINGS_PAGE_SIZE = 12;

const CUSTOMER_RATINGS_PATH = '/api/bewertungs';
const COMPANY_RATINGS_PATH = '/api/unternehmensbewertungens';

function ratingsRequest(path: string, locale: Locale): CmsRequest {
  return {
    path,
    params: {
      locale,
      // Newest first; the id orders ratings created in the same instant.
      sort: ['createdAt:desc', 'id:desc'],
      pagination: { page: 1, pageSize: RATINGS_PAGE_SIZE },
    },
  };
}

const ratingListSchema = ratingSchema.array();

/**
 * The ratings in the page's language, or the German ones when the editors have written none in it;
 * `null` when there are none in either.
 */
async function fetchRatings(
  baseQuery: CmsBaseQuery,
  path: string,
  locale: Locale,
): Promise<ContentResult<LocalizedContent<Rating[]> | null>> {
  for (const candidate of locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]) {
    const result = await fetchSingleType(baseQuery, ratingsRequest(path, candidate), ratingListSchema);
    if (result.error) {
      return result;
    }
    if (result.data && result.data.length > 0) {
      return { data: { content: result.data, locale: candidate } };
    }
  }
  return { data: null };
}

export const ratingsApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** What job seekers say about the counselling. */
    getCustomerRatings: build.query<LocalizedContent<Rating[]> | null, Locale>({
      queryFn: (locale, _api, _extraOptions, baseQuery) => fetchRatings(baseQuery, CUSTOMER_RATINGS_PATH, locale),
    }),
    /** What companies say about working with the organisation. */
    getCompanyRatings: build.query<LocalizedContent<Rating[]> | null, Locale>({
      queryFn: (locale, _api, _extraOptions, baseQuery) => fetchRatings(baseQuery, COMPANY_RATINGS_PATH, locale),
    }),
  }),
});

export const { useGetCustomerRatingsQuery, useGetCompanyRatingsQuery } = ratingsApi;
