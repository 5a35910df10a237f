import { escapeHtml } from './document-head';

/** The page's start-up script and the chunks it imports, as the client build's manifest lists them. */
export interface StartUpFiles {
  entryScript: string;
  modulePreloads: string[];
}

/** An image that neither loads nor fails (a stalled connection) holds the page's script back no longer than this. */
export const LATEST_START_MS = 3000;

/**
 * Written into the page as a module script, given `files` (`StartUpFiles`) and `latestStartMs`: once the
 * priority image has loaded or failed, preloads the start-up chunks and imports the entry.
 */
const START_AFTER_PRIORITY_IMAGE = `
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of files.modulePreloads) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
  import(files.entryScript);
};
const image = document.querySelector('img[fetchpriority="high"]');
if (image && !image.complete) {
  image.addEventListener('load', start);
  image.addEventListener('error', start);
  setTimeout(start, latestStartMs);
} else {
  start();
}`;

/**
 * The tags that start the page's script, for the head. A page with a priority image (the largest image of
 * its first screen, preloaded, see `priorityImagePreload`) asks for its script only once that image is
 * there: on a slow connection the two would otherwise share the bandwidth, and the image, which the
 * visitor waits to see, would arrive after most of the script (ADR 056). Other pages load the script at
 * once, with their chunks preloaded beside it.
 */
export function startUpScriptTags(files: StartUpFiles, options: { afterPriorityImage: boolean; nonce: string }): string {
  if (options.afterPriorityImage) {
    const data = JSON.stringify({ entryScript: files.entryScript, modulePreloads: files.modulePreloads }).replace(/</g, '\\u003c');
    return `<script type="module" nonce="${escapeHtml(options.nonce)}">const files = ${data};const latestStartMs = ${LATEST_START_MS};${START_AFTER_PRIORITY_IMAGE}</script>`;
  }
  return [
    `<script type="module" src="${escapeHtml(files.entryScript)}"></script>`,
    ...files.modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
  ].join('');
}
