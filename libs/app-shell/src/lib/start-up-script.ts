import { escapeHtml } from '@jobpoint/i18n';

/** The page's start-up script and the chunks it imports, as the client build's manifest lists them. */
export interface StartUpFiles {
  entryScript: string;
  modulePreloads: string[];
  /** The chunks the entry imports, each after those it imports itself. */
  startUpChunks: string[];
}

/** An image that neither loads nor fails (a stalled connection) holds the page's script back no longer than this. */
export const LATEST_START_MS = 3000;

/** The start-up chunks come first among the preloads: the first task asks for them, later tasks for the rest. */
const PRELOADS_PER_TASK = 6;

/**
 * A function written into the page's inline module script (which runs once the document has been read)
 * and called there with the page's `StartUpFiles` and `LATEST_START_MS`: once the priority image has
 * loaded or failed, or, on a page without one, once the browser has painted the page, it preloads the
 * start-up chunks, then imports them one at a time and the entry last, each in a task of its own: a
 * browser runs a module and everything it imports in one task, and the start-up script at once was the
 * longest task of a page's start (ADR 056). The preloads are asked for a few per task too: each costs the
 * browser a resource request, and a page's thirty or forty of them at once were a long task of their own.
 * Plain browser JavaScript: nothing of this module is in the page.
 */
const START_AFTER_FIRST_SCREEN = `(files, latestStartMs) => {
  const PRELOADS_PER_TASK = ${PRELOADS_PER_TASK};
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const preload = (hrefs) => {
      for (const href of hrefs.slice(0, PRELOADS_PER_TASK)) {
        document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
      }
      if (hrefs.length > PRELOADS_PER_TASK) setTimeout(() => preload(hrefs.slice(PRELOADS_PER_TASK)), 0);
    };
    preload(files.modulePreloads);
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    files.startUpChunks
      .reduce((previous, chunk) => previous.then(() => import(chunk)).then(nextTask), Promise.resolve())
      .then(() => import(files.entryScript));
  };
  const image = document.querySelector('img[fetchpriority="high"]');
  if (image && !image.complete) {
    image.addEventListener('load', start);
    image.addEventListener('error', start);
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  setTimeout(start, latestStartMs);
}`;

/**
 * The tag that starts the page's script, for the head: an inline module script under the page's nonce that
 * asks for the script only once the first screen is there (ADR 056). On a phone's connection the start-up
 * chunks (about 200 kB) would otherwise share the bandwidth with the rest of the page's HTML and with its
 * priority image (the largest image of the first screen, preloaded, see `priorityImagePreload`), which the
 * visitor waits to see; the page works as server HTML until its script has run.
 */
export function startUpScriptTag(files: StartUpFiles, nonce: string): string {
  const data = JSON.stringify({ entryScript: files.entryScript, modulePreloads: files.modulePreloads, startUpChunks: files.startUpChunks }).replace(/</g, '\\u003c');
  return `<script type="module" nonce="${escapeHtml(nonce)}">(${START_AFTER_FIRST_SCREEN})(${data}, ${LATEST_START_MS});</script>`;
}
