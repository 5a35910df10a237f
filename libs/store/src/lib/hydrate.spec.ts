import { hydrated, rehydrationInfo } from './hydrate';

describe('rehydrationInfo', () => {
  const state = { cmsApi: { queries: { a: 1 } }, jobsApi: { queries: { b: 2 } } };

  it('gives each API its own part of the state the server serialised', () => {
    expect(rehydrationInfo(hydrated(state), { reducerPath: 'jobsApi' })).toBe(state.jobsApi);
    expect(rehydrationInfo(hydrated(state), { reducerPath: 'searchApi' })).toBeUndefined();
  });

  it('gives nothing back on any other action', () => {
    expect(rehydrationInfo({ type: 'app/other', payload: state }, { reducerPath: 'cmsApi' })).toBeUndefined();
  });
});
