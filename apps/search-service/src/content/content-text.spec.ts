import { markdownToText } from './markdown-to-text';
import { mediaUrl } from './media-url';

describe('markdownToText', () => {
  it('keeps the visible text of Markdown and HTML', () => {
    expect(
      markdownToText(
        '# Titel\n\nEin **fetter** und _kursiver_ Satz mit [Link](https://x.example) und ![Bild](/a.png).\n\n1. eins\n- zwei\n\n<p>HTML &amp; mehr</p>',
      ),
    ).toBe('Titel Ein fetter und kursiver Satz mit Link und Bild. eins zwei HTML & mehr');
  });

  it('gives an empty text for no content', () => {
    expect(markdownToText(null)).toBe('');
  });
});

describe('mediaUrl', () => {
  it('sends relative media through the gateway and leaves absolute ones', () => {
    expect(mediaUrl('/uploads/a.webp', '/cms')).toBe('/cms/uploads/a.webp');
    expect(mediaUrl('https://cdn.example/a.webp', '/cms')).toBe('https://cdn.example/a.webp');
    expect(mediaUrl(null, '/cms')).toBeNull();
  });
});
