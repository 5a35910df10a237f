import { configureStore } from '@reduxjs/toolkit';
import { nextTextSize, parseTextSize, selectTextSize, siteSlice, textSizeCycled } from './site-slice';

describe('text size', () => {
  it('cycles 100 → 110 → 120 → 100', () => {
    expect(nextTextSize(100)).toBe(110);
    expect(nextTextSize(110)).toBe(120);
    expect(nextTextSize(120)).toBe(100);
  });

  it('cycles in the store', () => {
    const store = configureStore({ reducer: { site: siteSlice.reducer } });
    const seen = [selectTextSize(store.getState())];
    for (let i = 0; i < 3; i += 1) {
      store.dispatch(textSizeCycled());
      seen.push(selectTextSize(store.getState()));
    }
    expect(seen).toEqual([100, 110, 120, 100]);
  });

  it('reads only known sizes from a cookie value', () => {
    expect(parseTextSize('110')).toBe(110);
    expect(parseTextSize('115')).toBe(100);
    expect(parseTextSize(undefined)).toBe(100);
  });
});
