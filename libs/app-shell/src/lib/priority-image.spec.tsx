import { renderToString } from 'react-dom/server';
import { priorityImagePreload } from './priority-image';

describe('priorityImagePreload', () => {
  it('preloads the first priority image with its renditions and sizes', () => {
    const html =
      '<main><img src="/cms/uploads/a.jpg" alt="x" loading="lazy">' +
      '<img src="/cms/uploads/medium_header.jpg" srcset="/cms/uploads/small_header.jpg 500w, /cms/uploads/medium_header.jpg 750w" ' +
      'sizes="(min-width: 768px) 50vw, 100vw" alt="Berliner Skyline" loading="eager" fetchpriority="high" width="1600" height="1000">' +
      '<img src="/cms/uploads/b.jpg" fetchpriority="high"></main>';

    expect(priorityImagePreload(html)).toBe(
      '<link rel="preload" as="image" href="/cms/uploads/medium_header.jpg"' +
        ' imagesrcset="/cms/uploads/small_header.jpg 500w, /cms/uploads/medium_header.jpg 750w"' +
        ' imagesizes="(min-width: 768px) 50vw, 100vw" fetchpriority="high">',
    );
  });

  it('reads the image as React writes it', () => {
    const html = renderToString(
      <main>
        <img src="/cms/uploads/header.jpg" srcSet="/cms/uploads/small_header.jpg 500w, /cms/uploads/header.jpg 1600w" sizes="100vw" alt="" fetchPriority="high" />
      </main>,
    );

    expect(priorityImagePreload(html)).toBe(
      '<link rel="preload" as="image" href="/cms/uploads/header.jpg"' +
        ' imagesrcset="/cms/uploads/small_header.jpg 500w, /cms/uploads/header.jpg 1600w" imagesizes="100vw" fetchpriority="high">',
    );
  });

  it('preloads a priority image without renditions by its source alone', () => {
    expect(priorityImagePreload('<img alt="" fetchpriority="high" src="/logo.png?v=1&amp;w=2">')).toBe(
      '<link rel="preload" as="image" href="/logo.png?v=1&amp;w=2" fetchpriority="high">',
    );
  });

  it('names sizes only with the renditions they choose between, and adds nothing for a priority image without a source', () => {
    expect(priorityImagePreload('<img alt="" fetchpriority="high" sizes="100vw" src="/a.jpg">')).toBe(
      '<link rel="preload" as="image" href="/a.jpg" fetchpriority="high">',
    );
    expect(priorityImagePreload('<img alt="" fetchpriority="high" srcset="/a.jpg 1x">')).toBe('');
  });

  it('adds nothing to a page without a priority image', () => {
    expect(priorityImagePreload('<img src="/a.jpg" loading="lazy"><p>fetchpriority="high"</p>')).toBe('');
  });
});
