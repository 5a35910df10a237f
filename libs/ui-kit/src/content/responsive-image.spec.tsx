import { screen } from '@testing-library/react';
import { renderWithProviders } from '@jobpoint/test-utils';
import { createSiteSystem } from '../theme';
import { imageSrcSet, ResponsiveImage, type ImageData } from './responsive-image';

const image: ImageData = {
  src: '/cms/uploads/beratung.jpg',
  width: 1600,
  height: 900,
  alt: 'Beraterin im Gespräch',
  sources: [
    { url: '/cms/uploads/large_beratung.jpg', width: 1000 },
    { url: '/cms/uploads/small_beratung.jpg', width: 500 },
    { url: '/cms/uploads/medium_beratung.jpg', width: 750 },
  ],
};

function renderImage(props: Partial<Parameters<typeof ResponsiveImage>[0]> = {}) {
  return renderWithProviders(<ResponsiveImage image={image} sizes="100vw" {...props} />, {
    system: createSiteSystem('jobseekers'),
    namespaces: {},
  });
}

describe('ResponsiveImage', () => {
  it('lists every rendition narrowest first, with the original last', () => {
    expect(imageSrcSet(image)).toBe(
      '/cms/uploads/small_beratung.jpg 500w, /cms/uploads/medium_beratung.jpg 750w, /cms/uploads/large_beratung.jpg 1000w, /cms/uploads/beratung.jpg 1600w',
    );
  });

  it('has no srcset when there is nothing to choose from', () => {
    expect(imageSrcSet({ src: '/a.png', alt: '', width: 200 })).toBeUndefined();
  });

  it('keeps the intrinsic size and loads lazily', () => {
    renderImage();
    const img = screen.getByRole('img', { name: 'Beraterin im Gespräch' });
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('srcset', imageSrcSet(image));
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads the priority image at once and first', () => {
    renderImage({ priority: true });
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('decoding');
  });

  it('hides a decorative image from screen readers', () => {
    const { container } = renderImage({ image: { ...image, alt: '' } });
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
