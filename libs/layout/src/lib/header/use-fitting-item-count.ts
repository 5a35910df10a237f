import { useEffect, useState, type RefObject } from 'react';

/** Rounding of sub-pixel widths must not push an item that fits exactly into the overflow. */
const SUBPIXEL_TOLERANCE = 0.5;

/** How many of the items, laid out side by side in this order, fit into `available` px. */
export function countFittingItems(widths: readonly number[], available: number): number {
  let used = 0;
  for (const [index, width] of widths.entries()) {
    used += width;
    if (used > available + SUBPIXEL_TOLERANCE) {
      return index;
    }
  }
  return widths.length;
}

/**
 * How many items of the list fit into one row of the container, measured again whenever the container
 * or an item changes size (window width, text size, fonts). Every item counts as fitting until measured,
 * so the server and the first render in the browser agree.
 *
 * Items that do not fit must keep their width (e.g. absolutely positioned and hidden), so that they
 * come back as soon as there is room for them.
 */
export function useFittingItemCount(containerRef: RefObject<HTMLElement | null>, itemSelector: string, items: readonly unknown[]): number {
  const [count, setCount] = useState(items.length);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) {
      return undefined;
    }
    const itemElements = Array.from(container.querySelectorAll<HTMLElement>(itemSelector));
    const observer = new ResizeObserver(() => {
      const widths = itemElements.map((element) => element.getBoundingClientRect().width);
      setCount(countFittingItems(widths, container.clientWidth));
    });
    observer.observe(container);
    for (const element of itemElements) {
      observer.observe(element);
    }
    return () => observer.disconnect();
  }, [containerRef, itemSelector, items]);
  return Math.min(count, items.length);
}
