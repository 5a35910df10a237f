import { http, HttpResponse } from 'msw';
import { createTestServiceContext, searchHandlers, startMockServer } from '@jobpoint/test-utils';
import { searchClientFor } from './search-client';
import { searchSite } from './search-site';

const server = startMockServer(...searchHandlers);

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

  it('sends with the method, headers and body the client gives, without following a redirect, within the client’s time limits', async () => {
    const requests: { url: string; init?: RequestInit }[] = [];
    const fetchFn: typeof fetch = (input, init) => {
      requests.push({ url: String(input), init });
      return fetch(input, init);
    };
    await searchSite({ ...config, fetchFn }, { query: 'Bewerbung', locale: 'de' });
    const [{ init }] = requests;
    expect(init).toMatchObject({ method: 'POST', redirect: 'manual', headers: expect.objectContaining({ 'x-algolia-application-id': config.appId }) });
    expect(JSON.parse(String(init?.body))).toMatchObject({ requests: [{ query: 'Bewerbung' }] });
    expect(init?.signal?.aborted).toBe(false);
  });

  it('answers a request that timed out, or failed, as the client’s own requesters do', async () => {
    const responsesWith = async (fetchFn: typeof fetch) => {
      const client = await searchClientFor({ ...config, fetchFn });
      const error = await client.searchForHits({ requests: [{ indexName: 'jobpoint' }] }).catch((thrown: unknown) => thrown);
      return (error as { stackTrace: { response: unknown }[] }).stackTrace.map((frame) => frame.response);
    };
    const timeout = Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });
    expect(await responsesWith(() => Promise.reject(timeout))).toEqual([{ status: 0, content: 'The operation was aborted due to timeout', isTimedOut: true }]);
    expect(await responsesWith(() => Promise.reject(new TypeError('fetch failed')))).toEqual([{ status: 0, content: 'fetch failed', isTimedOut: false }]);
    expect(await responsesWith(() => Promise.reject('kaputt'))).toEqual([{ status: 0, content: 'Network request failed', isTimedOut: false }]);
  });

  it('keeps one client per configuration and per fetch', async () => {
    const fetchFn: typeof fetch = (input, init) => fetch(input, init);
    const otherFetch: typeof fetch = (input, init) => fetch(input, init);
    const client = await searchClientFor(config);
    expect(await searchClientFor({ ...config })).toBe(client);
    expect(await searchClientFor({ ...config, apiKey: 'other-key' })).not.toBe(client);
    const withFetch = await searchClientFor({ ...config, fetchFn });
    expect(withFetch).not.toBe(client);
    expect(await searchClientFor({ ...config, fetchFn })).toBe(withFetch);
    expect(await searchClientFor({ ...config, fetchFn: otherFetch })).not.toBe(withFetch);
  });

  it('fills what an answer leaves out from the request, and drops an empty suggestion', async () => {
    server.use(http.post('http://search.test/1/indexes/*/queries', () => HttpResponse.json({ results: [{ hits: [], suggestedQuery: '' }] }), { once: true }));
    const result = await searchSite(config, { query: 'Kich', locale: 'de', page: 2, hitsPerPage: 7 });
    expect(result).toEqual({ data: { hits: [], nbHits: 0, page: 2, nbPages: 0, hitsPerPage: 7, query: 'Kich' } });
  });
});
