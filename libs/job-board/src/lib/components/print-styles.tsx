import { Global } from '@emotion/react';

/**
 * The browser's print (the page's "Print" button, or the browser menu) shows the job alone: the site's
 * header, footer, navigation and the page's buttons are left out, links show their address. 'Download
 * job' is the generated PDF instead. Written through the page's style cache, so the style element carries
 * the response's CSP nonce like every other.
 */
const PRINT_CSS = `@media print {
  @page { margin: 18mm 15mm; }
  header, footer, nav, [data-print="hide"], [role="search"] { display: none !important; }
  body, main { background: #fff !important; color: #000 !important; }
  [data-print="job"] { max-width: none !important; padding: 0 !important; font-size: 11pt; }
  [data-print="job"] a[href^="http"]::after { content: " (" attr(href) ")"; font-size: 9pt; word-break: break-all; }
  [data-print="job"] section { break-inside: avoid-page; }
  [data-print="only"] { display: block !important; }
}`;

export function JobPrintStyles() {
  return <Global styles={PRINT_CSS} />;
}
