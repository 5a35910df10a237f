import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('takes a value once it has stopped changing for the delay, and only the last of several', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 200), { initialProps: { value: 'P' } });
    expect(result.current).toBe('P');
    rerender({ value: 'Pf' });
    act(() => jest.advanceTimersByTime(150));
    rerender({ value: 'Pfl' });
    act(() => jest.advanceTimersByTime(150));
    expect(result.current).toBe('P');
    act(() => jest.advanceTimersByTime(50));
    expect(result.current).toBe('Pfl');
  });
});
