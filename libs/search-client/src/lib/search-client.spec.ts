import { createTestServiceContext, searchHandlers, startMockServer } from '@jobpoint/test-utils';
import { searchSite } from './search-site';

startMockServer(...searchHandlers);

const { search: config } = createTestServiceContext();

describe('the search client on the server', () => {
  it('sends its requests with the fetch it is given, so the server can see and measure them', async () => {
    const sent: string[] = [];
    const fetchFn: typeof fetch = (input, init) => {
      sent.push(`${init?.method} ${String(input)}`);
      return fetch(input, init);
    };
    const result = await searchSite({ ...config, fetchFn }, { query: 'Bewerbung', locale: 'de' });
    expect(result).toMatchObject({ data: { nbHits: 2 } });
    expect(sent).toEqual([expect.stringMatching(/^POST http:\/\/search\.test\/1\/indexes\/\*\/queries/)]);
  });

  it('answers a fetch that fails as a service not reached', async () => {
    const fetchFn: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    const result = await searchSite({ ...config, fetchFn }, { query: 'Bewerbung', locale: 'de' });
    expect(result).toEqual({ error: { status: 'FETCH_ERROR', message: expect.any(String) } });
  });
});
