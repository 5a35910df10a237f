import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router';
import { renderInApp } from '../testing/render-in-app';
import { LoadingBar } from './loading-bar';

describe('LoadingBar', () => {
  it('runs while the next route loads and disappears when it is there', async () => {
    let finish: (value: null) => void = () => undefined;
    renderInApp(null, {
      routes: [
        {
          path: '/',
          element: (
            <>
              <LoadingBar />
              <Link to="/beratung">Beratung</Link>
              <Outlet />
            </>
          ),
          children: [
            { index: true, element: <p>Start</p> },
            { path: 'beratung', loader: () => new Promise<null>((resolve) => (finish = resolve)), element: <p>Beratungsseite</p> },
          ],
        },
      ],
    });
    expect(await screen.findByText('Start')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Beratung' }));
    expect(screen.getByRole('progressbar', { name: 'Seite wird geladen' })).toBeInTheDocument();
    finish(null);
    expect(await screen.findByText('Beratungsseite')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
