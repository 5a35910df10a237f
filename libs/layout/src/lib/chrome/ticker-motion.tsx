import { useEffect, useRef, type RefObject } from 'react';
import { useReducedMotion, type AnimationPlaybackControls } from 'framer-motion';
// The mini build animates through the browser's Web Animations API: a few kB instead of the full engine.
import { useAnimate } from 'framer-motion/mini';
import { TICKER_DURATION } from './ticker-timing';

/**
 * The keyframes of one pass that starts and ends where the text stands: it moves towards the band's
 * start until it has left it, comes back in at the band's end (100cqw: the band's width) and stops where
 * it started. Its speed is the same all the way: the jump happens at the share of the pass that the
 * text's own width takes of the whole way.
 */
function tickerPass(textWidth: number, bandWidth: number, rtl: boolean) {
  const out = textWidth / (textWidth + bandWidth);
  const sign = rtl ? '' : '-';
  const back = rtl ? '-' : '';
  return {
    keyframes: ['translateX(0)', `translateX(${sign}100%)`, `translateX(${back}100cqw)`, 'translateX(0)'],
    times: [0, out, out, 1],
  };
}

export interface TickerMotionProps {
  /** The announcement's text element; its parent is the band it moves in. */
  textRef: RefObject<HTMLElement | null>;
  text: string;
  /** Paused by its button, or held while pointed at or focused. */
  held: boolean;
  onMovingChange: (moving: boolean) => void;
}

/**
 * The announcement's motion, loaded after the page has started (the text stands readable until then):
 * it moves only when it is wider than its band, never for visitors who prefer reduced motion.
 */
export function TickerMotion({ textRef, text, held, onMovingChange }: TickerMotionProps) {
  const reduceMotion = useReducedMotion();
  const [, animate] = useAnimate<HTMLElement>();
  const animation = useRef<AnimationPlaybackControls | null>(null);
  const heldNow = useRef(held);

  useEffect(() => {
    const element = textRef.current;
    const band = element?.parentElement;
    // Without the Web Animations API (old browsers) the announcement stands still, fully readable.
    if (reduceMotion || !element || !band || typeof element.animate !== 'function' || typeof ResizeObserver === 'undefined') {
      onMovingChange(false);
      return undefined;
    }
    // Read from the markup: asking for the computed direction would make the browser work out the
    // styles of the whole page.
    const rtl = element.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const widths = new Map<Element, number>();
    const stop = () => {
      animation.current?.stop();
      animation.current = null;
    };
    // The observer reports the widths of the text and of the band's content box (without its padding)
    // after layout, so measuring forces no extra layout; it reports again when either changes.
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) widths.set(entry.target, entry.contentRect.width);
      const textWidth = widths.get(element) ?? 0;
      const bandWidth = widths.get(band) ?? 0;
      stop();
      if (textWidth <= bandWidth) {
        onMovingChange(false);
        return;
      }
      // A transform runs in the browser's compositor (no script on every frame) and moves nothing else.
      const pass = tickerPass(textWidth, bandWidth, rtl);
      animation.current = animate(
        element,
        { transform: pass.keyframes },
        { duration: TICKER_DURATION, ease: 'linear', times: pass.times, repeat: Infinity },
      );
      if (heldNow.current) animation.current.pause();
      onMovingChange(true);
    });
    observer.observe(element);
    observer.observe(band);
    return () => {
      observer.disconnect();
      stop();
    };
  }, [text, reduceMotion, animate, textRef, onMovingChange]);

  useEffect(() => {
    heldNow.current = held;
    if (held) {
      animation.current?.pause();
    } else {
      animation.current?.play();
    }
  }, [held]);

  return null;
}
