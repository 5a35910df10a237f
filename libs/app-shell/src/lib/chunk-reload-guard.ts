/** A failed chunk load reloads the page at most once per minute. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

const STORAGE_KEY = 'chunkReloadAt';

/**
 * After a deployment the old page may ask for chunks that no longer exist; a reload fetches the new
 * ones. The guard keeps a chunk that really is broken from reloading the page in a loop.
 */
export function reloadAfterChunkFailure(
  now: number,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) {
    return false;
  }
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}
