/** Waits for a query the loader started, then lets the page's own subscription keep its result. */
export async function settle(query: PromiseLike<unknown> & { unsubscribe(): void }) {
  try {
    await query;
  } finally {
    query.unsubscribe();
  }
}
