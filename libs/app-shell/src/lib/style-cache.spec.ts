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

describe('the style cache over a server-rendered page', () => {
  afterEach(() => document.head.replaceChildren());

  it('counts the server’s classes as written and leaves the server’s style elements where they are', () => {
    document.head.innerHTML =
      '<style data-emotion="css-server g1" data-s="">body{margin:0}</style><style data-emotion="css-server a1 b2" data-s="">.css-a1{color:red}</style><meta name="after">';
    const [globalStyles, classStyles] = [...document.head.querySelectorAll('style')];
    const inserts = jest.spyOn(document.head, 'insertBefore');
    const appends = jest.spyOn(document.head, 'appendChild');

    const cache = createStyleCache(undefined);

    expect(cache.inserted).toMatchObject({ g1: true, a1: true, b2: true });
    expect(cache.sheet.tags).toEqual([]);
    expect(inserts).not.toHaveBeenCalled();
    expect(appends).not.toHaveBeenCalled();
    expect([...document.head.children]).toEqual([globalStyles, classStyles, document.head.querySelector('meta')]);
  });
});
