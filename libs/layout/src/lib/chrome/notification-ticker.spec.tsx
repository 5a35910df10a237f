import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducedMotion } from 'framer-motion';
import { renderInApp } from '../testing/render-in-app';
import { NotificationTicker, TICKER_DURATION } from './notification-ticker';

jest.mock('framer-motion', () => ({ ...jest.requireActual('framer-motion'), useReducedMotion: jest.fn() }));

const reducedMotion = jest.mocked(useReducedMotion);
const TEXT = 'Am 3. Oktober bleiben alle Standorte geschlossen.';

describe('NotificationTicker', () => {
  it('runs the announcement with a 30 s cycle and can be paused', async () => {
    reducedMotion.mockReturnValue(false);
    renderInApp(<NotificationTicker text={TEXT} top={90} />);
    expect(TICKER_DURATION).toBe(30);
    expect(screen.getByRole('complementary', { name: 'Ankündigung' })).toHaveTextContent(TEXT);
    const pause = await screen.findByRole('button', { name: 'Laufschrift anhalten' });
    expect(screen.getByText(TEXT)).toHaveAttribute('data-moving');
    await userEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
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
