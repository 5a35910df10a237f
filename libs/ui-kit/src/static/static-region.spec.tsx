import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { SiteAppProvider } from '../link/site-app-context';
import { StaticRegion } from './static-region';

/** Told of every render of the region's content: a region that keeps the server's HTML renders none. */
const contentRendered = jest.fn();

function Content({ text }: { text: string }) {
  contentRendered();
  return (
    <p>
      {text} <Link to="/kontakt">Kontakt</Link> <a href="/arbeitgebende">Arbeitgebende</a>{' '}
      <a href="/downloads/flyer.pdf" download>
        Flyer
      </a>
    </p>
  );
}

/** Whether the region's content is shown from the first render on (`StaticRegion`'s `live`). */
let shownAtStart = false;

function Page() {
  const [text, setText] = useState('Beratung für alle');
  const [shown, setShown] = useState(shownAtStart);
  const location = useLocation();
  return (
    <main>
      <output>{location.pathname}</output>
      <button type="button" onClick={() => setText('Neue Beratungstermine')}>
        Ändern
      </button>
      <button type="button" onClick={() => setShown(true)}>
        Zeigen
      </button>
      <StaticRegion deps={[text]} live={shown}>
        <Content text={text} />
      </StaticRegion>
    </main>
  );
}

function app(initial: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Page /> },
      { path: '/kontakt', element: <Page /> },
    ],
    { initialEntries: [initial] },
  );
  return {
    router,
    element: (
      <SiteAppProvider value="jobseekers">
        <RouterProvider router={router} />
      </SiteAppProvider>
    ),
  };
}

let root: Root | null = null;

function screenButton(container: HTMLElement, name: string): HTMLButtonElement {
  const button = Array.from(container.querySelectorAll('button')).find((candidate) => candidate.textContent === name);
  if (!button) {
    throw new Error(`no button ${name}`);
  }
  return button;
}

async function serverRenderAndHydrate(): Promise<{ container: HTMLElement; router: ReturnType<typeof app>['router'] }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(app('/').element);
  document.body.append(container);
  contentRendered.mockClear();
  const browser = app('/');
  await act(async () => {
    root = hydrateRoot(container, browser.element);
  });
  document.documentElement.dataset['hydrated'] = '';
  return { container, router: browser.router };
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  delete document.documentElement.dataset['hydrated'];
  shownAtStart = false;
});

describe('StaticRegion', () => {
  it('takes the server’s HTML over without rendering its content in the browser', async () => {
    const serverHtml = renderToString(app('/').element);
    const { container } = await serverRenderAndHydrate();

    expect(contentRendered).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);
    expect(container.querySelector('[data-static-region] p')?.textContent).toContain('Beratung für alle');
  });

  it('navigates in the app when a link of the server’s HTML is clicked', async () => {
    const { container, router } = await serverRenderAndHydrate();
    const link = container.querySelector<HTMLAnchorElement>('[data-static-region] a[href="/kontakt"]');

    await act(async () => {
      link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    });

    expect(router.state.location.pathname).toBe('/kontakt');
    expect(container.querySelector('output')?.textContent).toBe('/kontakt');
  });

  it('leaves links to the other app, downloads and clicks with a modifier key to the browser', async () => {
    const { container, router } = await serverRenderAndHydrate();
    const click = (selector: string, init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      container.querySelector(selector)?.dispatchEvent(event);
      return event.defaultPrevented;
    };

    expect(click('a[href="/arbeitgebende"]')).toBe(false);
    expect(click('a[download]')).toBe(false);
    expect(click('a[href="/kontakt"]', { ctrlKey: true })).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders its content once what it is made of changes', async () => {
    const { container } = await serverRenderAndHydrate();

    await act(async () => container.querySelector('button')?.click());

    expect(contentRendered).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-static-region] p')?.textContent).toContain('Neue Beratungstermine');
  });

  it('hydrates its content like any component when it is live from the first render', async () => {
    shownAtStart = true;
    const serverHtml = renderToString(app('/').element);
    const { container } = await serverRenderAndHydrate();

    expect(contentRendered).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe(serverHtml);
  });

  it('renders its content once it turns live, and keeps rendering it', async () => {
    const { container } = await serverRenderAndHydrate();

    await act(async () => screenButton(container, 'Zeigen').click());
    expect(contentRendered).toHaveBeenCalledTimes(1);

    await act(async () => screenButton(container, 'Ändern').click());
    expect(contentRendered).toHaveBeenCalledTimes(2);
    expect(container.querySelector('[data-static-region] p')?.textContent).toContain('Neue Beratungstermine');
  });

  it('renders its content like any component when mounted after hydration', async () => {
    const { container } = await serverRenderAndHydrate();
    contentRendered.mockClear();
    const later = document.createElement('div');
    container.append(later);

    await act(async () => {
      root?.unmount();
      root = createRoot(later);
      root.render(app('/').element);
    });

    expect(contentRendered).toHaveBeenCalledTimes(1);
    expect(later.querySelector('[data-static-region] p')?.textContent).toContain('Beratung für alle');
  });
});
