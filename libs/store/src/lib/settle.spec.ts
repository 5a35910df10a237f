import { settle, type LoadingRequest } from './settle';

function request<T>(outcome: Promise<T>): LoadingRequest<T> & { unsubscribe: jest.Mock } {
  return { then: (resolve, reject) => outcome.then(resolve, reject), unsubscribe: jest.fn() };
}

describe('settle', () => {
  it('gives the result and releases the request', async () => {
    const loading = request(Promise.resolve({ data: 42 }));
    await expect(settle(loading)).resolves.toEqual({ data: 42 });
    expect(loading.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('gives nothing for a request that throws, and releases it too', async () => {
    const loading = request(Promise.reject(new Error('aborted')));
    await expect(settle(loading)).resolves.toBeUndefined();
    expect(loading.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
