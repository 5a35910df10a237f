import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function SendButton() {
  return (
    <button type="submit" disabled={!useHydrated()}>
      Senden
    </button>
  );
}

describe('useHydrated', () => {
  it('is false on the server and while the page hydrates, true once it has', async () => {
    const html = renderToString(<SendButton />);
    expect(html).toBe('<button type="submit" disabled="">Senden</button>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <SendButton />, { onRecoverableError: recoverable });
    });

    expect(container.querySelector('button')?.disabled).toBe(false);
    // The first render in the browser matched the server's: no mismatch to recover from.
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });
});
