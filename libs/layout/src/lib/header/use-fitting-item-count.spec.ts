import { countFittingItems } from './use-fitting-item-count';

describe('countFittingItems', () => {
  it('counts every item when all of them fit', () => {
    expect(countFittingItems([100, 120, 80], 300)).toBe(3);
    expect(countFittingItems([], 0)).toBe(0);
  });

  it('stops at the first item that no longer fits, keeping the order', () => {
    expect(countFittingItems([100, 120, 80], 299)).toBe(2);
    expect(countFittingItems([100, 120, 80], 219)).toBe(1);
    expect(countFittingItems([100, 120, 80], 99)).toBe(0);
  });

  it('does not drop an item for sub-pixel rounding', () => {
    expect(countFittingItems([100.4, 99.9], 200)).toBe(2);
    expect(countFittingItems([100, 100], 199.5)).toBe(2);
  });

  it('lets every item of a hidden container fit, so nothing is left over for the menu button', () => {
    expect(countFittingItems([0, 0, 0], 0)).toBe(3);
  });
});
