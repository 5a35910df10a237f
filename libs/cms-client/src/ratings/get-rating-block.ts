import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import { fetchLocalizedContent, type LocalizedContent } from '../lib/strapi/fetch-single-type';
import { ratingBlockSchema, type RatingBlock } from './rating-content';

export const ratingBlockApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The titles and button around the ratings; `null` when the editors have not filled them in. */
    getRatingBlock: build.query<LocalizedContent<RatingBlock> | null, Locale>({
      queryFn: (locale, _api, _extraOptions, baseQuery) =>
        fetchLocalizedContent(
          baseQuery,
          (candidate) => ({ path: '/api/rating-block', params: { locale: candidate, populate: { button: true } } }),
          ratingBlockSchema,
          locale,
        ),
    }),
  }),
});

export const { useGetRatingBlockQuery } = ratingBlockApi;
