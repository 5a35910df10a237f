import type { Media } from '@jobpoint/cms-client';
import { hasText, toButtonData, toImageData } from './cms-data';

describe('the CMS’s data for the blocks', () => {
  it('loads an image and its sized renditions through the CMS forwarder', () => {
    const media = {
      url: '/uploads/team.jpg',
      width: 1600,
      height: 900,
      alternativeText: ' Das Team ',
      formats: { small: { url: '/uploads/small_team.jpg', width: 500 }, none: { url: '', width: 300 }, unsized: { url: '/uploads/x.jpg', width: 0 } },
    } as unknown as Media;
    expect(toImageData(media)).toEqual({ src: '/cms/uploads/team.jpg', width: 1600, height: 900, alt: 'Das Team', sources: [{ url: '/cms/uploads/small_team.jpg', width: 500 }] });
    expect(toImageData({ ...media, alternativeText: null, formats: null } as unknown as Media)).toMatchObject({ alt: '', sources: [] });
    expect(toImageData({ ...media, url: '' })).toBeNull();
    expect(toImageData(null)).toBeNull();
  });

  it('sends a button to an uploaded file through the CMS forwarder and leaves other links as they are', () => {
    const button = { text: 'Flyer', url: '/uploads/flyer.pdf', type: 'primary' as const, active: true };
    expect(toButtonData(button)).toEqual({ ...button, url: '/cms/uploads/flyer.pdf' });
    expect(toButtonData({ ...button, url: '/faq' })).toEqual({ ...button, url: '/faq' });
    expect(toButtonData(null)).toBeNull();
  });

  it('counts only text that is more than blanks', () => {
    expect([hasText('x'), hasText(' \n '), hasText(null), hasText(undefined)]).toEqual([true, false, false, false]);
  });
});
