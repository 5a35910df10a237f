/**
 * The gateway's own pages, for when the site's pages cannot be rendered: plain HTML without the apps'
 * code or styles, so they show whatever failed.
 */
function fallbackPage(lang: string, title: string, heading: string, text: string, homeLink: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${title}</title></head><body style="font-family:system-ui,sans-serif;padding:2rem">` +
    `<main><h1>${heading}</h1>${text ? `<p>${text}</p>` : ''}<p><a href="/">${homeLink}</a></p></main></body></html>`;
}

/** The last resort when a page cannot be rendered at all: the error page itself failed. */
export const RENDER_FAILURE_PAGE = fallbackPage('en', 'An error occurred', 'An error occurred while showing the error page', '', 'Home page');

/** A render that did not finish in time, because a service the page needs does not answer. */
export const RENDER_TIMEOUT_PAGE = fallbackPage(
  'de',
  'Seite gerade nicht verfügbar',
  'Diese Seite ist gerade nicht verfügbar',
  'Ein Dienst antwortet zurzeit nicht. Bitte versuchen Sie es in einigen Minuten noch einmal.',
  'Zur Startseite',
);
