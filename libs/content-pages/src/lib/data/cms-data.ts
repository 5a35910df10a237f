import { mediaUrl, type CmsButton, type Media } from '@jobpoint/cms-client';
import type { CmsButtonData, ImageData } from '@jobpoint/ui-kit';

/** A CMS image with its renditions, resolved to URLs the browser can load. */
export function toImageData(media: Media | null | undefined): ImageData | null {
  const src = mediaUrl(media?.url);
  if (!media || !src) {
    return null;
  }
  const sources = Object.values(media.formats ?? {}).flatMap((format) => {
    const url = mediaUrl(format.url);
    return url && format.width ? [{ url, width: format.width }] : [];
  });
  return {
    src,
    width: media.width,
    height: media.height,
    // Without an alternative text from the editors, an image counts as decorative.
    alt: media.alternativeText?.trim() ?? '',
    sources,
  };
}

/** A CMS button whose URL may point at an uploaded file (`/uploads/…`), which the browser loads via `/cms`. */
export function toButtonData(button: CmsButton | null | undefined): CmsButtonData | null {
  if (!button) {
    return null;
  }
  const url = button.url.startsWith('/uploads/') ? (mediaUrl(button.url) ?? button.url) : button.url;
  return { ...button, url };
}

export function hasText(value: string | null | undefined): value is string {
  return Boolean(value?.trim());
}
