import { act, render, screen } from '@testing-library/react';
import { useOnlineStatus } from './use-online-status';

function Status() {
  return <p>{useOnlineStatus() ? 'online' : 'offline'}</p>;
}

describe('useOnlineStatus', () => {
  afterEach(() => jest.restoreAllMocks());

  it('follows the browser going offline and online again', () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<Status />);
    expect(screen.getByText('online')).toBeInTheDocument();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText('offline')).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByText('online')).toBeInTheDocument();
  });
});
