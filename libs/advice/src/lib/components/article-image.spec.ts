import type { Media } from '@jobpoint/cms-client';
import { articleImage } from './article-image';

const media = (fields: Partial<Media>) => ({ url: '/uploads/cv.jpg', width: 1600, height: 1000, alternativeText: null, formats: null, ...fields }) as Media;

describe('articleImage', () => {
  it('loads an article’s image and its renditions through the CMS forwarder', () => {
    const image = articleImage(
      media({
        alternativeText: ' Lebenslauf ',
        formats: { small: { url: '/uploads/small_cv.jpg', width: 500 }, large: { url: 'https://cdn.example/large_cv.jpg', width: 1000 }, broken: { url: '', width: 300 }, unsized: { url: '/uploads/x.jpg', width: 0 } },
      } as unknown as Partial<Media>),
    );
    expect(image).toEqual({
      src: '/cms/uploads/cv.jpg',
      width: 1600,
      height: 1000,
      alt: 'Lebenslauf',
      sources: [
        { url: '/cms/uploads/small_cv.jpg', width: 500 },
        { url: 'https://cdn.example/large_cv.jpg', width: 1000 },
      ],
    });
  });

  it('makes an image without a text decorative, and has none without a file', () => {
    expect(articleImage(media({}))).toMatchObject({ alt: '', sources: [] });
    expect(articleImage(media({ url: '' }))).toBeNull();
    expect(articleImage(null)).toBeNull();
  });
});
