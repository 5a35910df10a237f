import { onDemand } from './on-demand';

function Part() {
  return <p>Teil</p>;
}

describe('onDemand', () => {
  it('loads the code once for every call', async () => {
    const importComponent = jest.fn(() => Promise.resolve(Part));
    const part = onDemand(importComponent);
    const [first, second] = await Promise.all([part.load(), part.load()]);
    await part.load();
    expect(first).toBe(Part);
    expect(second).toBe(Part);
    expect(importComponent).toHaveBeenCalledTimes(1);
  });

  it('tries again after a load that failed (offline, a chunk a new deployment removed)', async () => {
    const importComponent = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Part);
    const part = onDemand(importComponent);
    await expect(part.load()).rejects.toThrow('offline');
    await expect(part.load()).resolves.toBe(Part);
    expect(importComponent).toHaveBeenCalledTimes(2);
  });
});
