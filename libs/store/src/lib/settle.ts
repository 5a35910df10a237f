/** A dispatched RTK Query request: awaitable, and released once the loader has its result. */
export interface LoadingRequest<T> extends PromiseLike<T> {
  unsubscribe(): void;
}

/**
 * Awaits a request and releases the loader's hold on it; the page's hooks keep their own subscription
 * and find the result in the cache. Never throws: a failed request is in the result and in the store.
 */
export async function settle<T>(request: LoadingRequest<T>): Promise<T | undefined> {
  try {
    return await request;
  } catch {
    return undefined;
  } finally {
    request.unsubscribe();
  }
}
