import Fastify from 'fastify';
import { observeRequests } from './observe-requests';
import { serviceRequestOptions } from './request-options';

/** A service whose one route answers with the request's id; the test client connects from 127.0.0.1. */
function serviceBehind(trustProxy: string | boolean) {
  const app = Fastify({ ...serviceRequestOptions(trustProxy) });
  observeRequests(app, undefined);
  app.get('/', async (request) => ({ id: request.id }));
  return app;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('serviceRequestOptions', () => {
  it.each([
    ['the proxy among several', '10.0.0.1, 127.0.0.1'],
    ['a CIDR the proxy is in', '127.0.0.0/8'],
    ['any proxy', true],
  ])('keeps the id a trusted proxy sent (%s) and answers with it', async (_case, trustProxy) => {
    const response = await serviceBehind(trustProxy).inject({ url: '/', headers: { 'x-request-id': 'edge-4f2a9c:7' } });
    expect(response.headers['x-request-id']).toBe('edge-4f2a9c:7');
    expect(response.json()).toEqual({ id: 'edge-4f2a9c:7' });
  });

  it.each([
    ['no proxy is trusted', false, 'edge-4f2a9c'],
    ['another address is the proxy', '10.0.0.1', 'edge-4f2a9c'],
    ['a trusted proxy sent a line break', '127.0.0.1', 'edge\nlevel=60'],
    ['a trusted proxy sent spaces', '127.0.0.1', 'a forged line'],
    ['a trusted proxy sent an empty id', '127.0.0.1', ''],
    ['a trusted proxy sent an overlong id', '127.0.0.1', 'x'.repeat(129)],
  ])('gives a request a random id of its own when %s', async (_case, trustProxy, sent) => {
    const response = await serviceBehind(trustProxy).inject({ url: '/', headers: { 'x-request-id': sent } });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('never gives two requests one id', async () => {
    const app = serviceBehind(false);
    const ids = await Promise.all([1, 2, 3].map(async () => (await app.inject({ url: '/' })).headers['x-request-id']));
    expect(new Set(ids).size).toBe(3);
  });

  it('answers an unknown route with its request id too', async () => {
    const response = await serviceBehind(false).inject({ url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toMatch(UUID);
  });
});
