/**
 * The page's first `<img fetchpriority="high">`. React writes some attribute names as their properties
 * (`fetchPriority`, `srcSet`), and HTML ignores their case, so neither do these.
 */
const PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

/**
 * A `<link rel="preload">` for the page's priority image (the largest image of the first screen, see
 * `ResponsiveImage`'s `priority`), for the head: the browser then requests it before it has read the
 * page's styles and markup up to the image, instead of after. Empty when the page has none. The values
 * are taken over as React wrote them, already escaped for an attribute.
 */
export function priorityImagePreload(appHtml: string): string {
  const tag = PRIORITY_IMAGE.exec(appHtml)?.[0];
  const src = tag && attribute(tag, 'src');
  if (!tag || !src) {
    return '';
  }
  const srcset = attribute(tag, 'srcset');
  const sizes = attribute(tag, 'sizes');
  return [
    `<link rel="preload" as="image" href="${src}"`,
    srcset ? ` imagesrcset="${srcset}"` : '',
    srcset && sizes ? ` imagesizes="${sizes}"` : '',
    ' fetchpriority="high">',
  ].join('');
}
