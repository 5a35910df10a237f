import { configureStore } from '@reduxjs/toolkit';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { localeChanged, siteSlice } from './site-slice';
import { useLocale } from './use-locale';

describe('useLocale', () => {
  it('reads the page’s language from the store and follows the language menu', () => {
    const store = configureStore({ reducer: { site: siteSlice.reducer } });
    const { result } = renderHook(useLocale, { wrapper: ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider> });
    expect(result.current).toBe('de');
    act(() => {
      store.dispatch(localeChanged('tr'));
    });
    expect(result.current).toBe('tr');
  });
});
