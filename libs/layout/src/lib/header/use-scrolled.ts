import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled away from the top; false on the server and in the first render. The
 * first reading waits for the next frame: read during hydration, `scrollY` would force the browser to
 * lay out the whole page early, in the middle of a long task.
 */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    const frame = window.requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);
  return scrolled;
}
