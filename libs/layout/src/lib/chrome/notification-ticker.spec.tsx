import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducedMotion } from 'framer-motion';
import { renderInApp } from '../testing/render-in-app';
import { NotificationTicker } from './notification-ticker';
import { TICKER_DURATION } from './ticker-timing';

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

/** The browser's ResizeObserver: reports the widths the test gives to the elements the ticker observes. */
class ResizeObserverDouble {
  static current: ResizeObserverDouble | null = null;
  readonly targets: Element[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    ResizeObserverDouble.current = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {
    return undefined;
  }
  disconnect() {
    this.targets.splice(0);
  }
  /** Lays the text out `textWidth` wide in a band whose content box is `bandWidth` wide. */
  static layOut(textWidth: number, bandWidth: number) {
    const observer = ResizeObserverDouble.current as ResizeObserverDouble;
    const [text, band] = observer.targets;
    const entry = (target: Element, width: number) => ({ target, contentRect: { width } }) as unknown as ResizeObserverEntry;
    act(() => observer.callback([entry(text, textWidth), entry(band, bandWidth)], observer as unknown as ResizeObserver));
  }
}

const browserResizeObserver = globalThis.ResizeObserver;

/** Renders the ticker as the page does and waits until its motion, which loads after start-up, is there. */
async function renderTicker(ui: Parameters<typeof renderInApp>[0]) {
  renderInApp(ui);
  await act(() => import('./ticker-motion'));
  await waitFor(() => expect(ResizeObserverDouble.current?.targets).toHaveLength(2));
}

beforeEach(() => {
  globalThis.ResizeObserver = ResizeObserverDouble as unknown as typeof ResizeObserver;
});

afterEach(() => {
  globalThis.ResizeObserver = browserResizeObserver;
  ResizeObserverDouble.current = null;
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
});

describe('NotificationTicker', () => {
  it('moves an announcement wider than its band from where it stands, in a 30 s cycle, and can be paused', async () => {
    reducedMotion.mockReturnValue(false);
    const { animate, animation } = stubWebAnimations();
    await renderTicker(<NotificationTicker text={TEXT} top={90} />);
    expect(screen.getByRole('complementary', { name: 'Ankündigung' })).toHaveTextContent(TEXT);
    expect(animate).not.toHaveBeenCalled();
    ResizeObserverDouble.layOut(900, 300);
    const pause = await screen.findByRole('button', { name: 'Laufschrift anhalten' });
    expect(screen.getByText(TEXT)).toHaveAttribute('data-moving');
    expect(TICKER_DURATION).toBe(30);
    // Out at the start after 900 of the 1200 px of the pass, back in at the end, and home again.
    expect(animate).toHaveBeenCalledWith(
      { transform: ['translateX(0)', 'translateX(-100%)', 'translateX(100cqw)', 'translateX(0)'], offset: [0, 0.75, 0.75, 1] },
      expect.objectContaining({ duration: TICKER_DURATION * 1000, iterations: Infinity, easing: 'linear' }),
    );
    await userEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(animation.pause).toHaveBeenCalled();
  });

  it('moves towards the other side on a right-to-left page', async () => {
    reducedMotion.mockReturnValue(false);
    const { animate } = stubWebAnimations();
    await renderTicker(
      <div dir="rtl">
        <NotificationTicker text={TEXT} top={90} />
      </div>,
    );
    ResizeObserverDouble.layOut(600, 200);
    expect(animate).toHaveBeenCalledWith(
      { transform: ['translateX(0)', 'translateX(100%)', 'translateX(-100cqw)', 'translateX(0)'], offset: [0, 0.75, 0.75, 1] },
      expect.anything(),
    );
  });

  it('stands still, without a pause button, when the text fits its band, and moves once it no longer does', async () => {
    reducedMotion.mockReturnValue(false);
    const { animate } = stubWebAnimations();
    await renderTicker(<NotificationTicker text={TEXT} top={90} />);
    ResizeObserverDouble.layOut(300, 900);
    expect(animate).not.toHaveBeenCalled();
    expect(screen.getByText(TEXT)).not.toHaveAttribute('data-moving');
    expect(screen.queryByRole('button', { name: 'Laufschrift anhalten' })).not.toBeInTheDocument();
    ResizeObserverDouble.layOut(300, 250);
    expect(animate).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Laufschrift anhalten' })).toBeVisible();
  });

  it('stands still where the browser cannot animate it', async () => {
    reducedMotion.mockReturnValue(false);
    renderInApp(<NotificationTicker text={TEXT} top={90} />);
    await act(() => import('./ticker-motion'));
    expect(ResizeObserverDouble.current).toBeNull();
    expect(screen.getByText(TEXT)).not.toHaveAttribute('data-moving');
  });

  it('stands still for visitors who prefer reduced motion', async () => {
    reducedMotion.mockReturnValue(true);
    const { animate } = stubWebAnimations();
    renderInApp(<NotificationTicker text={TEXT} top={90} />);
    await act(() => import('./ticker-motion'));
    await waitFor(() => expect(reducedMotion).toHaveBeenCalled());
    expect(ResizeObserverDouble.current).toBeNull();
    expect(animate).not.toHaveBeenCalled();
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
