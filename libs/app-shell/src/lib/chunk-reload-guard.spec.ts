import { CHUNK_RELOAD_GUARD_MS, reloadAfterChunkFailure } from './chunk-reload-guard';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('reloadAfterChunkFailure', () => {
  it('reloads once and then not again within a minute', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadAfterChunkFailure(1_000_000, storage, reload)).toBe(true);
    expect(reloadAfterChunkFailure(1_000_000 + CHUNK_RELOAD_GUARD_MS - 1, storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the minute has passed', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadAfterChunkFailure(1_000_000, storage, reload);
    expect(reloadAfterChunkFailure(1_000_000 + CHUNK_RELOAD_GUARD_MS, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
