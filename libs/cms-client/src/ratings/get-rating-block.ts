import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import { localizedSingleTypeQuery, type LocalizedContent } from '../lib/strapi/fetch-single-type';
import type { RatingBlock } from './rating-content';

export const ratingBlockApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The titles and button around the ratings; `null` when the editors have not filled them in. */
    getRatingBlock: build.query<LocalizedContent<RatingBlock> | null, Locale>({
      queryFn: localizedSingleTypeQuery('/api/rating-block', () => import('./rating-schema').then((schemas) => schemas.ratingBlockSchema), { populate: { button: true } }),
    }),
  }),
});

export const { useGetRatingBlockQuery } = ratingBlockApi;
