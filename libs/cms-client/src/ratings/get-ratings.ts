import type { Locale } from '@jobpoint/i18n';
import { cmsApi, type CmsRequest } from '../lib/api/cms-api';
import { fetchLocalizedContent, isEmptyList, type CmsBaseQuery, type ContentResult, type LocalizedContent } from '../lib/strapi/fetch-single-type';
import type { Rating } from './rating-content';

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

const ratingList = () => import('./rating-schema').then((schemas) => schemas.ratingListSchema);

/**
 * The ratings in the page's language, or the German ones when the editors have written none in it;
 * `null` when there are none in either.
 */
function fetchRatings(baseQuery: CmsBaseQuery, path: string, locale: Locale): Promise<ContentResult<LocalizedContent<Rating[]> | null>> {
  return fetchLocalizedContent(baseQuery, (candidate) => ratingsRequest(path, candidate), ratingList, locale, isEmptyList);
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
