import { useEffect, useState } from 'react';
import { useChakraContext } from '@chakra-ui/react';

/**
 * Whether the viewport is at least as wide as one of the theme's breakpoints, by the media query the
 * theme's styles use (`hideBelow`, `hideFrom`). In the browser it is known from the first render on, so
 * a static region can decide with it whether to hydrate what is hidden below the breakpoint; on the
 * server it is false. Anything rendered from it differs between the two and must not be markup.
 */
export function useBreakpointReached(breakpoint: string): boolean {
  const query = useChakraContext().breakpoints.up(breakpoint).replace(/^@media\s+/, '');
  const [reached, setReached] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setReached(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return reached;
}
