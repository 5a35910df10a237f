/** Anchors stop this far below the top of the window, clear of the fixed header and ticker. */
export const HASH_SCROLL_OFFSET = 150;

/** The window scroll position that shows `element` with the offset plus the element's own top margin. */
export function hashScrollTop(element: Element): number {
  const marginTop = Number.parseFloat(window.getComputedStyle(element).marginTop) || 0;
  return element.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET - marginTop;
}

/**
 * Scrolls smoothly to the element with this id (a URL hash without '#', encoded or not). Returns false
 * when the page has no such element. Visitors who prefer reduced motion jump instead.
 */
export function scrollToHash(id: string): boolean {
  const target = document.getElementById(safeDecode(id));
  if (!target) {
    return false;
  }
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: hashScrollTop(target), behavior: reduceMotion ? 'auto' : 'smooth' });
  return true;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
