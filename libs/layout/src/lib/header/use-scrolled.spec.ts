import { act, renderHook } from '@testing-library/react';
import { useScrolled } from './use-scrolled';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrolled', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('reads the page’s position only after the next frame, then follows the scrolling', () => {
    Object.defineProperty(window, 'scrollY', { value: 120, configurable: true });
    const { result } = renderHook(() => useScrolled());
    expect(result.current).toBe(false);
    act(() => jest.runAllTimers());
    expect(result.current).toBe(true);
    act(() => scrollTo(0));
    expect(result.current).toBe(false);
    act(() => scrollTo(1));
    expect(result.current).toBe(true);
  });

  it('stops reading when the header is gone, even before the first frame', () => {
    Object.defineProperty(window, 'scrollY', { value: 120, configurable: true });
    const cancel = jest.spyOn(window, 'cancelAnimationFrame');
    const listen = jest.spyOn(window, 'addEventListener');
    const stopListening = jest.spyOn(window, 'removeEventListener');
    const { result, unmount } = renderHook(() => useScrolled());
    const [, update, options] = listen.mock.calls.find(([type]) => type === 'scroll') ?? [];
    // Passive: the browser scrolls without waiting for the listener.
    expect(options).toEqual({ passive: true });
    unmount();
    expect(cancel).toHaveBeenCalled();
    expect(stopListening).toHaveBeenCalledWith('scroll', update);
    act(() => {
      jest.runAllTimers();
      scrollTo(200);
    });
    expect(result.current).toBe(false);
  });
});
