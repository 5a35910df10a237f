import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * False while React hydrates the server's HTML (and on the server), true afterwards: for what must not
 * work or show before the page's script runs, such as a form's send button (the browser would send the
 * form itself, to the page's own address) or what this browser's storage holds. The first render then
 * matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
