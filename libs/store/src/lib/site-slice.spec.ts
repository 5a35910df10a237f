import { configureStore } from '@reduxjs/toolkit';
import {
  localeChanged,
  nextTextSize,
  parseTextSize,
  previewShown,
  selectLocale,
  selectPreview,
  selectTextSize,
  siteSlice,
  textSizeCycled,
  textSizeRestored,
} from './site-slice';

const createStore = () => configureStore({ reducer: { site: siteSlice.reducer } });

describe('text size', () => {
  it('cycles 100 → 110 → 120 → 100', () => {
    expect(nextTextSize(100)).toBe(110);
    expect(nextTextSize(110)).toBe(120);
    expect(nextTextSize(120)).toBe(100);
  });

  it('cycles in the store', () => {
    const store = createStore();
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

describe('the site slice', () => {
  it('starts in German at the browser’s text size, showing no drafts', () => {
    const state = createStore().getState();
    expect([selectLocale(state), selectTextSize(state), selectPreview(state)]).toEqual(['de', 100, false]);
  });

  it('takes the chosen language, the text size of the cookie and the preview', () => {
    const store = createStore();
    store.dispatch(localeChanged('ar'));
    store.dispatch(textSizeRestored(120));
    store.dispatch(previewShown());
    expect(store.getState().site).toEqual({ locale: 'ar', textSize: 120, preview: true });
  });
});
