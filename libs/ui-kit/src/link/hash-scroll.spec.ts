import { HASH_SCROLL_OFFSET, hashScrollTop, scrollToHash } from './hash-scroll';

function placeTarget(id: string, { top, marginTop }: { top: number; marginTop: string }) {
  const target = document.createElement('section');
  target.id = id;
  target.style.marginTop = marginTop;
  target.getBoundingClientRect = () => ({ top }) as DOMRect;
  document.body.append(target);
  return target;
}

describe('hash scrolling', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    Object.assign(window, { scrollY: 0 });
    jest.restoreAllMocks();
  });

  it('stops 150 px plus the top margin above the target', () => {
    Object.assign(window, { scrollY: 100 });
    const target = placeTarget('kontakt', { top: 900, marginTop: '24px' });
    expect(HASH_SCROLL_OFFSET).toBe(150);
    expect(hashScrollTop(target)).toBe(900 + 100 - 150 - 24);
  });

  it('scrolls smoothly to an encoded anchor', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    placeTarget('über-uns', { top: 500, marginTop: '0px' });
    expect(scrollToHash(encodeURIComponent('über-uns'))).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 350, behavior: 'smooth' });
  });

  it('does nothing for an anchor the page does not have', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    expect(scrollToHash('fehlt')).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
