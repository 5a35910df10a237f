import type { FastifyInstance } from 'fastify';

/**
 * A `fetch` that the gateway answers itself, without a network round trip: the server's renders read the
 * gateway's own endpoints (a job alert for its page) through it, with everything the route does for a
 * browser. Bound to the gateway once it is built, since the renderers are loaded first.
 */
export class InProcessFetch {
  private app: FastifyInstance | undefined;

  bind(app: FastifyInstance): void {
    this.app = app;
  }

  readonly fetch: typeof fetch = async (input, init) => {
    if (!this.app) {
      throw new Error('in-process fetch: the gateway is not built yet');
    }
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? await request.text() : undefined;
    const answer = await this.app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body === undefined ? {} : { payload: body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined) {
          headers.append(name, String(item));
        }
      }
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || request.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}
