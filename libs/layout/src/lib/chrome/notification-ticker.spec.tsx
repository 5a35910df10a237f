import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducedMotion } from 'framer-motion';
import { renderInApp } from '../testing/render-in-app';
import { NotificationTicker, TICKER_DURATION } from './notification-ticker';

jest.mock('framer-motion', () => ({ ...jest.requireActual('framer-motion'), useReducedMotion: jest.fn() }));

const reducedMotion = jest.mocked(useReducedMotion);
const TEXT = 'Am 3. Oktober bleiben alle Standorte geschlossen.';

/** The browser's Web Animations API, which jsdom lacks: records the animations the ticker starts. */
function stubWebAnimations() {
  const animation = {
    pause: jest.fn(),
    play: jest.fn(),
    cancel: jest.fn(),
    finish: jest.fn(),
    currentTime: 0,
    playbackRate: 1,
    playState: 'running',
    finished: new Promise(() => undefined),
    effect: { getComputedTiming: () => ({ duration: TICKER_DURATION * 1000 }) },
  };
  const animate = jest.fn(() => animation);
  Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
  return { animate, animation };
}

afterEach(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
});

describe('NotificationTicker', () => {
  it('runs the announcement with a 30 s cycle and can be paused', async () => {
    reducedMotion.mockReturnValue(false);
    const { animate, animation } = stubWebAnimations();
    renderInApp(<NotificationTicker text={TEXT} top={90} />);
    expect(TICKER_DURATION).toBe(30);
    expect(screen.getByRole('complementary', { name: 'Ankündigung' })).toHaveTextContent(TEXT);
    const pause = await screen.findByRole('button', { name: 'Laufschrift anhalten' });
    expect(screen.getByText(TEXT)).toHaveAttribute('data-moving');
    expect(animate).toHaveBeenCalledWith(
      expect.objectContaining({ transform: ['translateX(100cqw)', 'translateX(-100%)'] }),
      expect.objectContaining({ duration: TICKER_DURATION * 1000, iterations: Infinity }),
    );
    await userEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(animation.pause).toHaveBeenCalled();
  });

  it('stands still where the browser cannot animate it', () => {
    reducedMotion.mockReturnValue(false);
    renderInApp(<NotificationTicker text={TEXT} top={90} />);
    expect(screen.getByText(TEXT)).not.toHaveAttribute('data-moving');
  });

  it('stands still for visitors who prefer reduced motion', () => {
    reducedMotion.mockReturnValue(true);
    renderInApp(<NotificationTicker text={TEXT} top={90} />);
    const text = screen.getByText(TEXT);
    expect(text).not.toHaveAttribute('data-moving');
    expect(text.style.transform).toBe('');
    expect(screen.queryByRole('button', { name: 'Laufschrift anhalten' })).not.toBeInTheDocument();
  });

  it('is not there without an announcement', () => {
    reducedMotion.mockReturnValue(false);
    renderInApp(<NotificationTicker text={null} top={90} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
