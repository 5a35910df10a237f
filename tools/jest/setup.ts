import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { loadMarkdownRenderer } from '../../libs/ui-kit/src/content/markdown-renderer';

// `findBy…` and `waitFor` wait for what the user would see; on a busy two-core machine that can take
// longer than the one-second default.
configure({ asyncUtilTimeout: 10_000 });

/* Browser APIs that jsdom lacks and that Chakra UI's overlays (floating-ui, zag) call. */
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

class IntersectionObserverStub extends ResizeObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
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
  // jsdom has no PointerEvent, which user-event needs for its pointer clicks on Chakra's controls.
  window.PointerEvent = window.PointerEvent ?? (class PointerEvent extends MouseEvent {} as typeof window.PointerEvent);
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
  Element.prototype.scrollTo = () => undefined;
}

// Components render rich texts at once, as the server does, which loads the renderer before its first page.
if (typeof window !== 'undefined') {
  beforeAll(() => loadMarkdownRenderer());
}
