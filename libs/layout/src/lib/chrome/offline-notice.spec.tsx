import { act, screen } from '@testing-library/react';
import { renderInApp } from '../testing/render-in-app';
import { OfflineNotice } from './offline-notice';

describe('OfflineNotice', () => {
  afterEach(() => jest.restoreAllMocks());

  it('tells the visitor when the browser goes offline', () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderInApp(<OfflineNotice />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent('Sie sind offline.');
  });
});
