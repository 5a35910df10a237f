import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled away from the top; false on the server and in the first render. The
 * first reading waits until the next frame has been drawn: read earlier, `scrollY` would force the
 * browser to lay out the whole page out of turn, in the middle of start-up.
 */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = setTimeout(update, 0);
    });
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', update);
    };
  }, []);
  return scrolled;
}
