import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToHash } from './hash-scroll';

/**
 * Scrolls to the URL's anchor after the first render (a page opened with a hash) and after every
 * navigation to a hash. Call it once, in the layout.
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash.length > 1) {
      scrollToHash(hash.slice(1));
    }
  }, [hash, key]);
}
