import { ratingBlockApi, ratingsApi } from '@jobpoint/cms-client';
import { settle } from '@jobpoint/store';
import type { BlockContext, CmsState, ContentDispatch } from '../blocks/block';

type LoadContext = Pick<BlockContext, 'locale' | 'today'>;

function loadRatingBlock(dispatch: ContentDispatch, { locale }: LoadContext) {
  return settle(dispatch(ratingBlockApi.endpoints.getRatingBlock.initiate(locale)));
}

/** The job seekers' ratings and the block's titles around them. */
export function loadCustomerRatings(dispatch: ContentDispatch, context: LoadContext) {
  return Promise.all([
    loadRatingBlock(dispatch, context),
    settle(dispatch(ratingsApi.endpoints.getCustomerRatings.initiate(context.locale))),
  ]);
}

/** The companies' ratings and the block's titles around them. */
export function loadCompanyRatings(dispatch: ContentDispatch, context: LoadContext) {
  return Promise.all([
    loadRatingBlock(dispatch, context),
    settle(dispatch(ratingsApi.endpoints.getCompanyRatings.initiate(context.locale))),
  ]);
}

export function customerRatingsLoaded(state: CmsState, { locale }: LoadContext): boolean {
  return Boolean(ratingsApi.endpoints.getCustomerRatings.select(locale)(state).data);
}

export function companyRatingsLoaded(state: CmsState, { locale }: LoadContext): boolean {
  return Boolean(ratingsApi.endpoints.getCompanyRatings.select(locale)(state).data);
}
