import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// `findBy…` and `waitFor` wait for what the user would see; on a busy two-core machine that can take
// longer than the one-second default.
configure({ asyncUtilTimeout: 10_000 });

/* Browser APIs that jsdom lacks and that Chakra UI's overlays (floating-ui, zag) call. */
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/** jsdom lays nothing out, so everything observed counts as in view (at once, as a browser reports it). */
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    queueMicrotask(() => this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as never));
  }
  unobserve(): void {
    return undefined;
  }
  disconnect(): void {
    return undefined;
  }
  takeRecords(): [] {
    return [];
  }
}

if (typeof window !== 'undefined') {
  Object.assign(globalThis, {
    ResizeObserver: globalThis.ResizeObserver ?? ResizeObserverStub,
    IntersectionObserver: globalThis.IntersectionObserver ?? IntersectionObserverStub,
  });
  window.matchMedia =
    window.matchMedia ??
    ((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
  Element.prototype.scrollTo = () => undefined;
}
