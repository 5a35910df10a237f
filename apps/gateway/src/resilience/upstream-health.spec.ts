import { observeUpstreams, observingUpstream, STALE_IF_ERROR_HEADER } from './upstream-health';

describe('observeUpstreams', () => {
  const answering = (response: () => Response) => observingUpstream((async () => response()) as typeof fetch);

  it('tells of an answer kept from before, of a failure, and of a call the render did not wait for', async () => {
    const kept = answering(() => new Response('{}', { headers: { [STALE_IF_ERROR_HEADER]: '1' } }));
    const failing = answering(() => new Response('', { status: 502 }));
    const refused = observingUpstream((async () => Promise.reject(new TypeError('fetch failed'))) as typeof fetch);
    const hanging = observingUpstream((() => new Promise<Response>(() => undefined)) as typeof fetch);
    const fine = answering(() => new Response('{}', { status: 404 }));

    expect((await observeUpstreams(() => fine('http://cms/a'))).health).toEqual({ stale: false, failed: false });
    expect((await observeUpstreams(() => kept('http://cms/a'))).health).toEqual({ stale: true, failed: false });
    expect((await observeUpstreams(() => failing('http://cms/a'))).health).toEqual({ stale: false, failed: true });
    expect((await observeUpstreams(() => refused('http://cms/a').catch(() => null))).health).toEqual({ stale: false, failed: true });
    const leftOut = await observeUpstreams(async () => {
      void hanging('http://cms/a');
      return 'rendered without it';
    });
    expect(leftOut).toEqual({ value: 'rendered without it', health: { stale: false, failed: true } });
  });
});
