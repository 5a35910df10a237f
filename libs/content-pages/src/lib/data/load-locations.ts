import { chatContactApi, locationBlockApi, locationsApi, type CmsLocation } from '@jobpoint/cms-client';
import { settle } from '@jobpoint/store';
import { chatHasContent } from '../blocks/block-has-content';
import type { BlockContext, CmsState, ContentDispatch } from '../blocks/block';

type LoadContext = Pick<BlockContext, 'locale' | 'today'>;

const NO_LOCATIONS: CmsLocation[] = [];

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

export function chatContactLoaded(state: CmsState, { locale }: LoadContext): boolean {
  const chat = chatContactApi.endpoints.getChatContact.select(locale)(state).data;
  return chat ? chatHasContent(chat.content) : false;
}

export function locationBlockLoaded(state: CmsState, context: LoadContext): boolean {
  return (
    Boolean(locationBlockApi.endpoints.getLocationBlock.select(context.locale)(state).data) ||
    locationsLoaded(state, context)
  );
}

export function locationsLoaded(state: CmsState, { locale }: LoadContext): boolean {
  return (locationsApi.endpoints.getLocations.select(locale)(state).data ?? NO_LOCATIONS).length > 0;
}
