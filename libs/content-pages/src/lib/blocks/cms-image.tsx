import type { Media } from '@jobpoint/cms-client';
import { ResponsiveImage, type ResponsiveImageProps } from '@jobpoint/ui-kit';
import { toImageData } from '../data/cms-data';

export interface CmsImageProps extends Omit<ResponsiveImageProps, 'image'> {
  media: Media | null | undefined;
}

/** A CMS image with its Strapi renditions as `srcset`; nothing when there is none. */
export function CmsImage({ media, ...imageProps }: CmsImageProps) {
  const image = toImageData(media);
  return image ? <ResponsiveImage image={image} {...imageProps} /> : null;
}
