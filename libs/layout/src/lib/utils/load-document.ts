/** A full page load of `url`: the server renders the page again, e.g. in another language. */
export function loadDocument(url: string): void {
  window.location.assign(url);
}
