import { pagerPages } from './pager';

describe('pagerPages', () => {
  it('offers first, last and the neighbours of the current page, with gaps', () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(1, 3)).toEqual([1, 2, 3]);
    expect(pagerPages(5, 17)).toEqual([1, null, 4, 5, 6, null, 17]);
    expect(pagerPages(17, 17)).toEqual([1, null, 16, 17]);
  });
});
