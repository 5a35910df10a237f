import { contrastRatio, WCAG_AA_TEXT_CONTRAST } from '@jobpoint/ui-kit';
import { tagColors } from './tag-badge';

describe('tagColors', () => {
  it('picks a text colour that meets WCAG AA on every colour an editor may choose', () => {
    // The seeded tag colours, and the greys and mid-tones where black and white come closest.
    const colors = ['#B73143', '#1A3A57', '#2E7D5B', '#C0592B', '#6B4FA0', '#00838F', '#5D6D7E', '#AD8A1F', '#8E244D', '#777777', '#767676', '#FF0000', '#FFFF00'];
    for (const color of colors) {
      const { background, text } = tagColors(color);
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
    }
  });

  it('shows a tag without a valid colour in light grey with dark text', () => {
    expect(tagColors(null)).toEqual({ background: '#EFEFEF', text: '#000000' });
    expect(tagColors('red; background: url(x)')).toEqual({ background: '#EFEFEF', text: '#000000' });
  });
});
