import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SiteAppProvider } from '../link/site-app-context';
import { withCarried, type CarriedValues } from './carried-values';
import { CodeOnApproach } from './code-on-approach';
import { PRESSED_EARLY_ATTRIBUTE, REMEMBERS_PRESS_ATTRIBUTE } from './early-press';

// Renders here go through `act` (React Testing Library, which says so itself, is not used in this file).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PLACES = ['Mitte', 'Neukölln', 'Spandau'];

/** Told of every render of the part: while the page keeps the server's HTML, the browser renders none. */
const partRendered = jest.fn();

function Part({ carried }: { carried: CarriedValues }) {
  partRendered();
  const values = withCarried({ name: '', notes: '', places: [] as string[] }, carried);
  return (
    <form>
      <input name="name" aria-label="Name" defaultValue={values.name} />
      <textarea name="notes" aria-label="Notes" defaultValue={values.notes} />
      {PLACES.map((place) => (
        <input key={place} type="checkbox" name="places" value={place} aria-label={place} defaultChecked={values.places.includes(place)} />
      ))}
      <button type="submit" {...{ [REMEMBERS_PRESS_ATTRIBUTE]: '' }}>
        Anmelden
      </button>
    </form>
  );
}

function app(load: () => Promise<unknown>) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <main>
          <h2>Anmeldung</h2>
          <CodeOnApproach load={load}>{(carried) => <Part carried={carried} />}</CodeOnApproach>
        </main>
      ),
    },
  ]);
  return (
    <SiteAppProvider value="jobseekers">
      <RouterProvider router={router} />
    </SiteAppProvider>
  );
}

/** The page's IntersectionObservers, so a test can bring the part near the viewport. */
const observers: { callback: IntersectionObserverCallback; targets: Element[]; options?: IntersectionObserverInit }[] = [];

class FakeIntersectionObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, targets: [], options };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    this.entry.targets = [];
  }
}

function approach() {
  for (const { callback, targets } of observers) {
    callback(
      targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  }
}

let root: Root | null = null;

async function serverRenderAndHydrate(load: () => Promise<unknown>): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(app(load));
  document.body.append(container);
  partRendered.mockClear();
  await act(async () => {
    root = hydrateRoot(container, app(load));
  });
  document.documentElement.dataset['hydrated'] = '';
  return container;
}

function field(container: HTMLElement, name: string): HTMLInputElement {
  return container.querySelector(`[name="${name}"]`) as HTMLInputElement;
}

beforeAll(() => {
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  observers.length = 0;
  document.body.innerHTML = '';
  delete document.documentElement.dataset['hydrated'];
});

describe('CodeOnApproach', () => {
  it('keeps the server’s HTML and loads no code while the part is far from the viewport', async () => {
    const load = jest.fn(() => Promise.resolve());
    const container = await serverRenderAndHydrate(load);
    expect(field(container, 'name')).not.toBeNull();
    expect(partRendered).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    expect(observers[0]?.options?.rootMargin).toBe('50% 0px');
  });

  it('renders the part once its code has loaded as it comes near the viewport', async () => {
    const load = jest.fn(() => Promise.resolve());
    const container = await serverRenderAndHydrate(load);
    await act(async () => approach());
    expect(load).toHaveBeenCalledTimes(1);
    expect(partRendered).toHaveBeenCalled();
    expect(field(container, 'name')).not.toBeNull();
  });

  it('hands a press of the server’s submit button, with the focus, to the part’s button', async () => {
    let loaded: () => void = () => undefined;
    const load = jest.fn(() => new Promise<void>((resolve) => (loaded = resolve)));
    const container = await serverRenderAndHydrate(load);
    const serverButton = container.querySelector('button') as HTMLButtonElement;
    act(() => serverButton.focus());
    // What the page head's script does when the button is pressed before the part's code is there.
    serverButton.setAttribute(PRESSED_EARLY_ATTRIBUTE, '');
    await act(async () => loaded());

    const button = container.querySelector('button') as HTMLButtonElement;
    expect(button).not.toBe(serverButton);
    expect(button).toHaveAttribute(PRESSED_EARLY_ATTRIBUTE);
    expect(document.activeElement).toBe(button);
  });

  it('carries what was typed into the server’s HTML, and the focus with its caret, into the part', async () => {
    let loaded: () => void = () => undefined;
    const load = jest.fn(() => new Promise<void>((resolve) => (loaded = resolve)));
    const container = await serverRenderAndHydrate(load);
    const serverName = field(container, 'name');
    serverName.value = 'Eli';
    act(() => serverName.focus());
    expect(load).toHaveBeenCalledTimes(1);
    serverName.value = 'Elif';
    const serverNotes = field(container, 'notes');
    serverNotes.value = 'Ich komme zu zweit.';
    act(() => serverNotes.focus());
    serverNotes.setSelectionRange(4, 9);
    const [mitte, neukoelln, spandau] = container.querySelectorAll<HTMLInputElement>('[name="places"]');
    mitte.checked = true;
    spandau.checked = true;
    await act(async () => loaded());

    const ticked = [...container.querySelectorAll<HTMLInputElement>('[name="places"]')];
    expect(ticked[0]).not.toBe(mitte);
    expect(ticked.map((box) => box.checked)).toEqual([true, false, true]);
    expect(neukoelln.isConnected).toBe(false);
    const name = field(container, 'name');
    const notes = field(container, 'notes');
    expect(name).not.toBe(serverName);
    expect(name.value).toBe('Elif');
    expect(notes.value).toBe('Ich komme zu zweit.');
    expect(document.activeElement).toBe(notes);
    expect([notes.selectionStart, notes.selectionEnd]).toEqual([4, 9]);
  });

  it('keeps the server’s HTML when the code cannot load, and tries again on the next approach', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const container = await serverRenderAndHydrate(load);
    await act(async () => field(container, 'name').dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(partRendered).not.toHaveBeenCalled();
    await act(async () => approach());
    expect(load).toHaveBeenCalledTimes(2);
    expect(partRendered).toHaveBeenCalled();
  });

  it('renders the part at once where the page did not come from the server', async () => {
    const load = jest.fn(() => Promise.resolve());
    document.documentElement.dataset['hydrated'] = '';
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(app(load));
    });
    expect(field(container, 'name').value).toBe('');
    expect(partRendered).toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    expect(observers).toEqual([]);
  });
});
