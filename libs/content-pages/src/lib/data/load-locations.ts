import { chatContactApi, locationBlockApi, locationsApi } from '@jobpoint/cms-client';
import type { BlockContext, ContentDispatch } from '../blocks/block';
import { settle } from './settle';

type LoadContext = Pick<BlockContext, 'locale' | 'today'>;

/** Every location, for the blocks that list them. */
export function loadLocations(dispatch: ContentDispatch, { locale }: LoadContext) {
  return settle(dispatch(locationsApi.endpoints.getLocations.initiate(locale)));
}

export function loadChatContact(dispatch: ContentDispatch, { locale }: LoadContext) {
  return settle(dispatch(chatContactApi.endpoints.getChatContact.initiate(locale)));
}

/** The shop page's location block: its introduction and the locations it lists. */
export function loadLocationBlock(dispatch: ContentDispatch, context: LoadContext) {
  return Promise.all([
    settle(dispatch(locationBlockApi.endpoints.getLocationBlock.initiate(context.locale))),
    loadLocations(dispatch, context),
  ]);
}
