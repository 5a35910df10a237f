import { cmsLocationHandlers, createTestStore, startMockServer } from '@jobpoint/test-utils';
import { cmsApi } from '../lib/api/cms-api';
import { chatContactApi } from './get-chat-contact';
import { locationBlockApi } from './get-location-block';
import { locationsApi } from './get-locations';

const server = startMockServer(...cmsLocationHandlers);

function store() {
  return createTestStore({ apis: [cmsApi] });
}

describe('the locations', () => {
  it('asks for every location in the order the editors made them, with what a location shows', async () => {
    const urls: URL[] = [];
    server.events.on('request:start', ({ request }) => void urls.push(new URL(request.url)));
    const { data } = await store().dispatch(locationsApi.endpoints.getLocations.initiate('en'));
    server.events.removeAllListeners();
    const params = urls[0].searchParams;
    expect([params.get('locale'), params.get('sort[0]'), params.get('pagination[pageSize]'), params.get('populate[openingTimes]')]).toEqual(['en', 'id:asc', '100', 'true']);
    expect(data?.map((location) => location.Titel)).toEqual(['Jobpoint Neukölln', 'Online']);
  });

  it('reads the chat contact and the block around the locations, German where not translated', async () => {
    const chat = await store().dispatch(chatContactApi.endpoints.getChatContact.initiate('ar'));
    expect(chat.data?.locale).toBe('de');
    expect(chat.data?.content.whatsappNumber).toBe('+49 30 555 123 499');
    const block = await store().dispatch(locationBlockApi.endpoints.getLocationBlock.initiate('de'));
    expect(block.data).toMatchObject({ locale: 'de', content: { title: 'Unsere Standorte' } });
  });
});
