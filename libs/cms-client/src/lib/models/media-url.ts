/**
 * Where the browser loads a CMS file from. The local CMS answers with paths (`/uploads/x.png`), which the
 * gateway serves under `/cms`; a hosted CMS or asset store answers with absolute URLs, used as they are.
 * The same result on server and client keeps hydration clean.
 */
const CMS_PUBLIC_PREFIX = '/cms';

export function mediaUrl(url: string | null | undefined): string | undefined {
  if (!url) {
    return undefined;
  }
  return url.startsWith('/') && !url.startsWith('//') ? `${CMS_PUBLIC_PREFIX}${url}` : url;
}
