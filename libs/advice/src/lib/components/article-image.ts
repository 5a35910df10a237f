import { mediaUrl, type Media } from '@jobpoint/cms-client';
import type { ImageData } from '@jobpoint/ui-kit';

/** An article's CMS image with its renditions, as URLs the browser loads; `null` without one. */
export function articleImage(media: Media | null | undefined): ImageData | null {
  const src = mediaUrl(media?.url);
  if (!media || !src) return null;
  return {
    src,
    width: media.width,
    height: media.height,
    // The cards and the article name the image's subject in their title: without a text it is decorative.
    alt: media.alternativeText?.trim() ?? '',
    sources: Object.values(media.formats ?? {}).flatMap((format) => {
      const url = mediaUrl(format.url);
      return url && format.width ? [{ url, width: format.width }] : [];
    }),
  };
}
