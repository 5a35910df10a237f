import { useEffect, useRef, useState } from 'react';
import { Box, chakra, Flex, IconButton } from '@chakra-ui/react';
import { useReducedMotion, type AnimationPlaybackControls } from 'framer-motion';
// The mini build animates through the browser's Web Animations API: a few kB instead of the full engine.
import { useAnimate } from 'framer-motion/mini';
import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_BAR_HEIGHT } from '@jobpoint/ui-kit';

/** One pass of the announcement across the bar (its text out at one end and back to where it stood) takes 30 s. */
export const TICKER_DURATION = 30;

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

/**
 * The announcement under the header. The server's HTML and the first paint show its text where it
 * stands, readable at once. After hydration it moves only when it is wider than its band (a pass starts
 * and ends where the text stands, so nothing jumps), never for visitors who prefer reduced motion, and
 * then it pauses on hover and focus and has a pause button (WCAG 2.2.2).
 */
export function NotificationTicker({ text, top }: { text: string | null; top: number }) {
  const { t } = useTranslation('layout');
  const reduceMotion = useReducedMotion();
  const [scope, animate] = useAnimate<HTMLParagraphElement>();
  const animation = useRef<AnimationPlaybackControls | null>(null);
  const [moving, setMoving] = useState(false);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const held = useRef(false);

  useEffect(() => {
    const element = scope.current;
    const band = element?.parentElement;
    // Without the Web Animations API (old browsers) the announcement stands still, fully readable.
    if (!text || reduceMotion || !element || !band || typeof element.animate !== 'function' || typeof ResizeObserver === 'undefined') {
      setMoving(false);
      return undefined;
    }
    // Read from the markup: asking for the computed direction would make the browser work out the
    // styles of the whole page in the middle of start-up.
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
        setMoving(false);
        return;
      }
      // A transform runs in the browser's compositor (no script on every frame) and moves nothing else.
      const pass = tickerPass(textWidth, bandWidth, rtl);
      animation.current = animate(
        element,
        { transform: pass.keyframes },
        { duration: TICKER_DURATION, ease: 'linear', times: pass.times, repeat: Infinity },
      );
      if (held.current) animation.current.pause();
      setMoving(true);
    });
    observer.observe(element);
    observer.observe(band);
    return () => {
      observer.disconnect();
      stop();
    };
  }, [text, reduceMotion, animate, scope]);

  useEffect(() => {
    held.current = paused || hovered;
    if (held.current) {
      animation.current?.pause();
    } else {
      animation.current?.play();
    }
  }, [paused, hovered, moving]);

  if (!text) {
    return null;
  }

  return (
    <Flex
      as="aside"
      aria-label={t('announcement')}
      position="fixed"
      top={`${top}px`}
      insetInline="0"
      height={`${NOTIFICATION_BAR_HEIGHT}px`}
      zIndex="sticky"
      align="center"
      bg="brand.solid"
      color="brand.contrast"
      fontSize="sm"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <Box flex="1" overflow="hidden" whiteSpace="nowrap" px="3" css={{ containerType: 'inline-size' }}>
        <chakra.p ref={scope} display="inline-block" data-moving={moving ? '' : undefined}>
          {text}
        </chakra.p>
      </Box>
      {/*
        Rendered from the start and invisible while the text stands: it keeps its place, so showing it
        moves nothing (no layout shift), and its styles are in the page from the server on.
      */}
      <IconButton
        data-standing={moving ? undefined : ''}
        css={{ '&[data-standing]': { visibility: 'hidden' } }}
        size="2xs"
        variant="ghost"
        color="brand.contrast"
        _hover={{ bg: 'whiteAlpha.300' }}
        _focusVisible={{ outlineColor: 'white' }}
        aria-label={t('pauseTicker')}
        aria-pressed={paused}
        onClick={() => setPaused((value) => !value)}
      >
        {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
      </IconButton>
    </Flex>
  );
}
