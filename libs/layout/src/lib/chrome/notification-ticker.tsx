import { startTransition, useEffect, useRef, useState } from 'react';
import { Box, chakra, Flex, IconButton } from '@chakra-ui/react';
import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_BAR_HEIGHT, onDemand } from '@jobpoint/ui-kit';

/**
 * The motion and the animation library it uses load when the browser is first idle after the page has
 * started (at the latest 2 s later), not with the page's start-up script.
 */
const TickerMotion = onDemand(() =>
  import('./ticker-motion').then(
    (module) => module.TickerMotion,
    // Without its code (offline, on a page kept by the service worker) the announcement stands, readable.
    () => StandingStill,
  ),
);

function StandingStill() {
  return null;
}

/**
 * The announcement under the header. The server's HTML and the first paint show its text where it
 * stands, readable at once. After hydration it moves only when it is wider than its band (a pass starts
 * and ends where the text stands, so nothing jumps), never for visitors who prefer reduced motion, and
 * then it pauses on hover and focus and has a pause button (WCAG 2.2.2).
 */
export function NotificationTicker({ text, top }: { text: string | null; top: number }) {
  const { t } = useTranslation('layout');
  const textRef = useRef<HTMLParagraphElement>(null);
  const [started, setStarted] = useState(false);
  const [moving, setMoving] = useState(false);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    // Safari has no idle callbacks: a task of its own there.
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    let cancelled = false;
    // The motion renders once its code is there, so it never suspends, and as a transition, which yields to
    // the browser: rendered at once, it suspended on its code and took one task of 13–27 ms (ADR 066).
    const handle = whenIdle(
      () =>
        void TickerMotion.load().then(() => {
          if (!cancelled) startTransition(() => setStarted(true));
        }),
      { timeout: 2000 },
    );
    return () => {
      cancelled = true;
      cancel(handle);
    };
  }, []);

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
        <chakra.p ref={textRef} display="inline-block" data-moving={moving ? '' : undefined}>
          {text}
        </chakra.p>
      </Box>
      {started && (
        <TickerMotion.Component textRef={textRef} text={text} held={paused || hovered} onMovingChange={setMoving} />
      )}
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
