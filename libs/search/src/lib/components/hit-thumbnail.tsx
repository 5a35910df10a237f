import { Image, type ImageProps } from '@chakra-ui/react';
import type { SearchHit } from '@jobpoint/search-client';
import { hitImage } from './hit-content';

/** A hit's logo or image as a square of `size` pixels, decorative (the title says what it is); none without one. */
export function HitThumbnail({ hit, size, ...rest }: { hit: SearchHit; size: number } & Omit<ImageProps, 'src'>) {
  const image = hitImage(hit);
  if (!image) return null;
  return (
    <Image
      src={image}
      alt=""
      width={`${size}px`}
      height={`${size}px`}
      objectFit="cover"
      borderRadius="sm"
      flexShrink={0}
      loading="lazy"
      {...rest}
    />
  );
}
