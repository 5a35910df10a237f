import { mediaUrl } from './media-url';

describe('mediaUrl', () => {
  it('serves the local CMS’s paths under /cms and uses absolute URLs as they are', () => {
    expect(mediaUrl('/uploads/x.png')).toBe('/cms/uploads/x.png');
    expect(mediaUrl('https://assets.example.org/x.png')).toBe('https://assets.example.org/x.png');
    expect(mediaUrl('//assets.example.org/x.png')).toBe('//assets.example.org/x.png');
  });

  it('gives nothing for a missing file', () => {
    expect(mediaUrl(null)).toBeUndefined();
    expect(mediaUrl(undefined)).toBeUndefined();
    expect(mediaUrl('')).toBeUndefined();
  });
});
