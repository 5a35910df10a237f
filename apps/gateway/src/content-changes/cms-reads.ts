import { AsyncLocalStorage } from 'node:async_hooks';
import { cmsReadOf } from './content-change';

const reads = new AsyncLocalStorage<Set<string>>();

/**
 * Runs a page render and collects what it read of the CMS (`cmsReadOf`), through every `fetch` wrapped
 * with `recordingCmsReads`: the page cache keeps a page with what it was made of, so a change drops
 * exactly the pages it touches.
 */
export async function collectCmsReads<T>(render: () => Promise<T>): Promise<{ result: T; reads: ReadonlySet<string> }> {
  const collected = new Set<string>();
  const result = await reads.run(collected, render);
  return { result, reads: collected };
}

/** A `fetch` to the CMS that tells `collectCmsReads` what it asks for. */
export function recordingCmsReads(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const collected = reads.getStore();
    if (collected) {
      const read = cmsReadOf(input instanceof Request ? input.url : String(input));
      if (read) {
        collected.add(read);
      }
    }
    return fetchImpl(input, init);
  };
}
