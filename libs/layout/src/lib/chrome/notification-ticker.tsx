import { useEffect, useRef, useState } from 'react';
import { Box, chakra, Flex, IconButton } from '@chakra-ui/react';
import { useReducedMotion, type AnimationPlaybackControls } from 'framer-motion';
// The mini build animates through the browser's Web Animations API: a few kB instead of the full engine.
import { useAnimate } from 'framer-motion/mini';
import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_BAR_HEIGHT } from '@jobpoint/ui-kit';

/** One pass of the announcement across the bar takes 30 s. */
export const TICKER_DURATION = 30;

/**
 * The announcement under the header, running as a ticker. It stands still for visitors who prefer
 * reduced motion, pauses on hover and focus, and has a pause button (WCAG 2.2.2). The server and the
 * first render show the text standing still; the movement starts after hydration.
 */
export function NotificationTicker({ text, top }: { text: string | null; top: number }) {
  const { t } = useTranslation('layout');
  const reduceMotion = useReducedMotion();
  const [scope, animate] = useAnimate<HTMLParagraphElement>();
  const animation = useRef<AnimationPlaybackControls | null>(null);
  const [moving, setMoving] = useState(false);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    // Without the Web Animations API (old browsers) the announcement stands still, fully readable.
    if (!text || reduceMotion || typeof scope.current?.animate !== 'function') {
      setMoving(false);
      return undefined;
    }
    // Read from the markup: asking for the computed direction would make the browser work out the
    // styles of the whole page in the middle of start-up.
    const rtl = scope.current.closest('[dir]')?.getAttribute('dir') === 'rtl';
    // A transform runs in the browser's compositor (no script on every frame) and moves nothing else on
    // the page. Each pass enters at the band's end (100cqw: the band's width) and leaves at its start, so
    // the text is in view all the time on a narrow phone too.
    animation.current = animate(
      scope.current,
      { transform: rtl ? ['translateX(-100cqw)', 'translateX(100%)'] : ['translateX(100cqw)', 'translateX(-100%)'] },
      { duration: TICKER_DURATION, ease: 'linear', repeat: Infinity },
    );
    setMoving(true);
    return () => {
      animation.current?.stop();
      animation.current = null;
    };
  }, [text, reduceMotion, animate, scope]);

  useEffect(() => {
    if (paused || hovered) {
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
