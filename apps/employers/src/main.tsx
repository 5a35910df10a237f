/**
 * The entry lets the browser paint the server's HTML first; the app that takes the page over lives in
 * its own chunk (preloaded from the page head) and starts right after that first frame. A page opened
 * in a background tab starts at once (it paints no frames there).
 */
const start = () => void import('./start');

if (document.visibilityState === 'hidden') {
  start();
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}
