import { headingTag } from './heading-level';

describe('headingTag', () => {
  it('makes a heading element of a level, kept between h1 and h6', () => {
    expect([1, 2, 6].map(headingTag)).toEqual(['h1', 'h2', 'h6']);
    expect([0, -3, 7, 2.4, 2.6].map(headingTag)).toEqual(['h1', 'h1', 'h6', 'h2', 'h3']);
  });
});
