import { typoBudget, typoDistance } from './typo-distance';

const ALGOLIA_DEFAULTS = { minWordSizefor1Typo: 4, minWordSizefor2Typos: 8 };

describe('typoBudget', () => {
  it.each([
    ['koc', 0],
    ['koch', 1],
    ['bewerbe', 1],
    ['bewerbng', 2],
    ['lebenslauff', 2],
  ])('allows "%s" %i typos', (word, budget) => {
    expect(typoBudget(word, ALGOLIA_DEFAULTS)).toBe(budget);
  });
});

describe('typoDistance', () => {
  it.each([
    ['koch', 'koch', 0],
    ['kich', 'koch', 1],
    ['bewerbng', 'bewerbung', 1],
    ['lebnslauv', 'lebenslauf', 2],
    ['pfelge', 'pflege', 1],
  ])('"%s" is %i from "%s" (a swap counts one)', (query, word, distance) => {
    expect(typoDistance(query, word, 2)).toBe(distance);
  });

  it('stops at one more than the budget', () => {
    expect(typoDistance('koch', 'lagerlogistik', 1)).toBe(2);
    expect(typoDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it('measures a prefix against the closest beginning of the word', () => {
    expect(typoDistance('bewerbng', 'bewerbungsworkshop', 2, true)).toBe(1);
    expect(typoDistance('lebensl', 'lebenslauf', 1, true)).toBe(0);
    expect(typoDistance('bewerbng', 'bewerbungsworkshop', 2)).toBe(3);
  });

  it('handles words longer than its table', () => {
    const long = 'a'.repeat(200);
    expect(typoDistance(long, `${long}b`, 1)).toBe(1);
  });
});
