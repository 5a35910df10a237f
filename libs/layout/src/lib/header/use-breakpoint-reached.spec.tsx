import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { createSiteSystem } from '@jobpoint/ui-kit';
import { useBreakpointReached } from './use-breakpoint-reached';

const system = createSiteSystem('jobseekers');

function wrapper({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}

/** A viewport whose media queries match as `matching` says, and that can tell its listeners of a change. */
function viewport(matching: (query: string) => boolean) {
  const lists: { query: string; listener?: () => void }[] = [];
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const entry: { query: string; listener?: () => void } = { query };
    lists.push(entry);
    const list = {
      get matches() {
        return matching(query);
      },
      addEventListener: (_type: string, listener: () => void) => {
        entry.listener = listener;
      },
      removeEventListener: jest.fn(),
    };
    return list as unknown as MediaQueryList;
  });
  return lists;
}

afterEach(() => jest.restoreAllMocks());

describe('useBreakpointReached', () => {
  it('asks the media query of the theme’s breakpoint, known from the first render on', () => {
    const lists = viewport((query) => query === 'screen and (min-width: 75rem)');
    const renders: boolean[] = [];

    renderHook(
      () => {
        const reached = useBreakpointReached('lg');
        renders.push(reached);
        return reached;
      },
      { wrapper },
    );

    expect(renders[0]).toBe(true);
    expect(lists[0]?.query).toBe('screen and (min-width: 75rem)');
  });

  it('follows the viewport when it is resized across the breakpoint', () => {
    let wide = false;
    const lists = viewport(() => wide);
    const { result } = renderHook(() => useBreakpointReached('lg'), { wrapper });
    expect(result.current).toBe(false);

    wide = true;
    act(() => lists.forEach((list) => list.listener?.()));

    expect(result.current).toBe(true);
  });
});
