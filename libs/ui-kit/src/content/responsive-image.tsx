import { Image, type ImageProps } from '@chakra-ui/react';

/** One resolved rendition of an image, e.g. a CMS format. */
export interface ImageSource {
  url: string;
  width: number;
}

/** An image whose URLs are already resolved for the browser. */
export interface ImageData {
  src: string;
  width?: number | null;
  height?: number | null;
  /** Empty for a decorative image: screen readers skip it. */
  alt: string;
  /** Smaller renditions; the browser picks one for `sizes`. */
  sources?: ImageSource[];
}

export interface ResponsiveImageProps extends Omit<ImageProps, 'src' | 'srcSet' | 'alt' | 'width' | 'height'> {
  image: ImageData;
  /** The rendered width per viewport, e.g. `(min-width: 768px) 50vw, 100vw`. */
  sizes: string;
  /** For the largest image of the first screen (LCP): loaded at once and before other images. */
  priority?: boolean;
}

/** `srcset` from the renditions and the original, narrowest first, one entry per width. */
export function imageSrcSet(image: ImageData): string | undefined {
  const candidates = [...(image.sources ?? [])];
  if (image.width) {
    candidates.push({ url: image.src, width: image.width });
  }
  const byWidth = new Map<number, string>();
  for (const candidate of candidates) {
    if (candidate.width > 0 && !byWidth.has(candidate.width)) {
      byWidth.set(candidate.width, candidate.url);
    }
  }
  if (byWidth.size < 2) {
    return undefined;
  }
  return [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}

/**
 * An `<img>` with its intrinsic size (no layout shift), a `srcset` of its renditions, and lazy loading
 * unless it is the page's priority image.
 */
export function ResponsiveImage({ image, sizes, priority = false, ...imageProps }: ResponsiveImageProps) {
  const srcSet = imageSrcSet(image);
  return (
    <Image
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt}
      htmlWidth={image.width ?? undefined}
      htmlHeight={image.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      maxW="full"
      h="auto"
      {...imageProps}
    />
  );
}
