import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (url: URL, request: IncomingMessage) => { status?: number; body: unknown } | undefined;

export interface FakeService {
  url: string;
  requests: { url: URL; headers: IncomingMessage['headers'] }[];
  close(): Promise<void>;
}

/** A JSON service on a free loopback port, standing in for the content or jobs service. */
export async function startFakeService(handler: Handler): Promise<FakeService> {
  const requests: FakeService['requests'] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({ url, headers: request.headers });
    const answer = handler(url, request) ?? { status: 404, body: { error: { status: 404, name: 'NotFoundError' } } };
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
