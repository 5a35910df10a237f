import { http, HttpResponse } from 'msw';
import { cmsApi } from '@jobpoint/cms-client';
import { cmsLocationHandlers, cmsUrl, createTestStore, startMockServer } from '@jobpoint/test-utils';
import type { CmsState } from '../blocks/block';
import { chatContactLoaded, loadChatContact, loadLocationBlock, locationBlockLoaded, locationsLoaded } from './load-locations';

const server = startMockServer(...cmsLocationHandlers);

const context = (locale: 'de' | 'en') => ({ locale, today: '2026-03-10' });

async function loaded(locale: 'de' | 'en') {
  const store = createTestStore({ apis: [cmsApi] });
  await Promise.all([loadLocationBlock(store.dispatch, context(locale)), loadChatContact(store.dispatch, context(locale))]);
  const state = store.getState() as unknown as CmsState;
  return { chat: chatContactLoaded(state, context(locale)), block: locationBlockLoaded(state, context(locale)), locations: locationsLoaded(state, context(locale)) };
}

describe('the location widgets’ loaders', () => {
  it('load the chat contact, the location block and the locations', async () => {
    expect(await loaded('de')).toEqual({ chat: true, block: true, locations: true });
  });

  it('show the location block with only its locations, or only its introduction', async () => {
    server.use(http.get(cmsUrl('/api/standort-block'), () => HttpResponse.json({}, { status: 500 })));
    expect(await loaded('de')).toEqual({ chat: true, block: true, locations: true });
    server.resetHandlers();
    server.use(http.get(cmsUrl('/api/standorte'), () => HttpResponse.json({ data: [] })));
    expect(await loaded('de')).toEqual({ chat: true, block: true, locations: false });
    server.use(http.get(cmsUrl('/api/standorte'), () => HttpResponse.json({}, { status: 500 })));
    expect((await loaded('de')).locations).toBe(false);
  });

  it('show nothing where nothing could be loaded', async () => {
    server.use(http.get(cmsUrl('/api/*'), () => HttpResponse.json({}, { status: 500 })));
    expect(await loaded('en')).toEqual({ chat: false, block: false, locations: false });
  });

  it('leave out a chat contact the editors left empty', async () => {
    server.use(http.get(cmsUrl('/api/chat-contact'), () => HttpResponse.json({ data: { id: 2, attributes: { title: ' ', description: null, whatsappNumber: null, whatsappLink: null, button: null } } })));
    expect((await loaded('de')).chat).toBe(false);
  });
});
