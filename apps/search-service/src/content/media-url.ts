/**
 * The content service answers with media paths relative to itself (`/uploads/...`); the browser loads
 * them through the gateway under `pathPrefix` (`/cms/uploads/...`). Absolute URLs (a CDN) stay as they are.
 */
export function mediaUrl(url: string | null | undefined, pathPrefix: string): string | null {
  if (!url) {
    return null;
  }
  return /^https?:\/\//.test(url) ? url : `${pathPrefix}${url}`;
}
