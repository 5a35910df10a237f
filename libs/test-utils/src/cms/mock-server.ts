import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';

/**
 * An MSW server for one spec file: listens before the tests, drops per-test overrides after each test,
 * closes at the end. Requests nobody handles fail the test.
 */
export function startMockServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
