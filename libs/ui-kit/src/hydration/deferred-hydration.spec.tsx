import { act, render, screen } from '@testing-library/react';
import { startTransition, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DeferredHydration, hydrateDeferredRegions } from './deferred-hydration';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      clicked {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <p>top</p>
      <DeferredHydration>
        <Counter />
      </DeferredHydration>
    </main>
  );
}

/** An IntersectionObserver that reports only when the test says the region scrolled into view. */
class ManualIntersectionObserver {
  static instances: ManualIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ManualIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  scrollIntoView() {
    this.callback(this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), this as never);
  }
}

async function hydrate(): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <Page />);
  });
  return container;
}

describe('DeferredHydration', () => {
  const realObserver = globalThis.IntersectionObserver;
  beforeEach(() => {
    ManualIntersectionObserver.instances = [];
    globalThis.IntersectionObserver = ManualIntersectionObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = realObserver;
    document.body.innerHTML = '';
  });

  it('is rendered by the server like any other part of the page', () => {
    expect(renderToString(<Page />)).toMatch(/<button type="button">clicked (<!-- -->)?0<\/button>/);
  });

  it('keeps the server HTML without handlers until the region comes into view', async () => {
    await hydrate();
    const button = screen.getByRole('button', { name: 'clicked 0' });
    button.click();
    expect(button).toHaveTextContent('clicked 0');

    await act(async () => ManualIntersectionObserver.instances[0]?.scrollIntoView());
    screen.getByRole('button').click();
    expect(await screen.findByRole('button', { name: 'clicked 1' })).toBeInTheDocument();
  });

  it('hydrates as soon as the visitor points at the region', async () => {
    await hydrate();
    await act(async () => {
      screen.getByRole('button').dispatchEvent(new Event('pointerover', { bubbles: true }));
    });
    screen.getByRole('button').click();
    expect(await screen.findByRole('button', { name: 'clicked 1' })).toBeInTheDocument();
  });

  it('renders at once when it appears after start-up', async () => {
    render(<Page />);
    screen.getByRole('button').click();
    expect(await screen.findByRole('button', { name: 'clicked 1' })).toBeInTheDocument();
    expect(ManualIntersectionObserver.instances).toHaveLength(0);
  });
});

describe('DeferredHydration until interaction', () => {
  const realObserver = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = realObserver;
    document.body.innerHTML = '';
  });

  function StaticPage() {
    return (
      <DeferredHydration trigger="interaction">
        <Counter />
      </DeferredHydration>
    );
  }

  it('stays server HTML in view, and hydrates when the visitor points at it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<StaticPage />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <StaticPage />);
    });
    await act(async () => undefined);
    screen.getByRole('button').click();
    expect(screen.getByRole('button')).toHaveTextContent('clicked 0');

    await act(async () => {
      screen.getByRole('button').dispatchEvent(new Event('pointerover', { bubbles: true }));
    });
    screen.getByRole('button').click();
    expect(await screen.findByRole('button', { name: 'clicked 1' })).toBeInTheDocument();
  });
});

describe('DeferredHydration when the page changes before the region hydrated', () => {
  const realObserver = globalThis.IntersectionObserver;
  beforeEach(() => {
    ManualIntersectionObserver.instances = [];
    globalThis.IntersectionObserver = ManualIntersectionObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = realObserver;
    document.body.innerHTML = '';
  });

  function Labelled({ label }: { label: string }) {
    return (
      <DeferredHydration trigger="interaction">
        <p>{label}</p>
      </DeferredHydration>
    );
  }

  it('hydrates the region and shows the update, instead of holding the transition', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Labelled label="before" />);
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Labelled label="before" />);
    });
    startTransition(() => root?.render(<Labelled label="after" />));
    expect(await screen.findByText('after', undefined, { timeout: 2000 })).toBeInTheDocument();
  });

  it('lets every waiting region hydrate when a navigation starts', async () => {
    await hydrate();
    await act(async () => hydrateDeferredRegions());
    screen.getByRole('button').click();
    expect(await screen.findByRole('button', { name: 'clicked 1' })).toBeInTheDocument();
  });
});
