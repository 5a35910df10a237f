/** What a route loader throws: a redirect's Response, or React Router's `data()` with its init. */
export type LoaderThrow = Response & { init?: ResponseInit | null; data?: unknown };

/** What a loader's promise threw; the test fails when it resolved instead. */
export async function thrownBy(promise: Promise<unknown>): Promise<LoaderThrow> {
  try {
    await promise;
  } catch (error) {
    return error as LoaderThrow;
  }
  throw new Error('expected the loader to throw');
}

/** The status of what a loader threw: a redirect's, or a `data()` error's. */
export function statusOf(thrown: LoaderThrow): number {
  return thrown.init?.status ?? thrown.status;
}
