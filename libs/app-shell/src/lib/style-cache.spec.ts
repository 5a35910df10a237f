import { createStyleCache } from './style-cache';

/** The CSS the cache writes for one class with the given declarations. */
function cssOf(styles: string): string {
  const cache = createStyleCache(undefined);
  const written: string[] = [];
  cache.sheet.insert = (rule: string) => void written.push(rule);
  cache.insert('.test', { name: 'test', styles, next: undefined }, cache.sheet, true);
  return written.join('');
}

describe('the style cache', () => {
  it('prefixes what current browsers still read only with -webkit-', () => {
    expect(cssOf('user-select:none;hyphens:auto;')).toBe('.test{-webkit-user-select:none;user-select:none;-webkit-hyphens:auto;hyphens:auto;}');
  });

  it('writes everything else as it is: no -moz-, -ms- or old flexbox forms, no prefixed keyframes', () => {
    expect(cssOf('display:flex;align-items:center;transform:translateX(1px);')).toBe(
      '.test{display:flex;align-items:center;transform:translateX(1px);}',
    );
    const keyframes = cssOf('@keyframes spin{from{transform:rotate(0deg);}to{transform:rotate(360deg);}}');
    expect(keyframes).not.toContain('-webkit-');
    expect(keyframes).toContain('@keyframes spin');
  });
});
