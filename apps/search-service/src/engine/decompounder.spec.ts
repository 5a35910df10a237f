import { Decompounder, MAX_COMPOUND_LENGTH, MAX_REMEMBERED_SPLITS } from './decompounder';
import { analyzerFor } from './language-analyzers';

const german = analyzerFor('de');

function decompounder(words: string[]) {
  return new Decompounder(german, new Set(words.map((word) => german.term(word).stem)));
}

describe('Decompounder', () => {
  const known = decompounder([
    'Pflege',
    'Lebenslauf',
    'Leben',
    'Lauf',
    'Fachkraft',
    'Logistik',
    'Lager',
    'Hilfe',
    'Wohnung',
  ]);

  it.each([
    ['krankenpflege', [['kranken'], 'pflege']],
    ['altenpfleger', [['alten'], 'pfleger']],
    ['lagerlogistik', [['lager'], 'logistik']],
    ['pflegefachkraft', [['pflege'], 'fachkraft']],
  ] as const)('splits "%s" at a known head', (word, [modifiers, head]) => {
    expect(known.split(word)).toEqual({ modifiers, head });
  });

  it('knows a modifier with its linking element by its stem', () => {
    expect(known.split('wohnungshilfe')).toEqual({ modifiers: ['wohnungs'], head: 'hilfe' });
  });

  it('prefers the split with both parts known', () => {
    expect(known.split('lebenslauf')).toEqual({ modifiers: ['lebens'], head: 'lauf' });
  });

  it('leaves words that are no compound of known words, and short words, whole', () => {
    expect(known.split('bewerbung')).toBeNull();
    expect(known.split('lebenslauff')).toBeNull();
    expect(known.split('pflege')).toBeNull();
  });

  it('splits record words with only a known modifier when asked to be lenient', () => {
    expect(known.split('pflegehelferin')).toBeNull();
    expect(known.split('pflegehelferin', true)).toEqual({
      modifiers: ['pflege'],
      head: 'helferin',
    });
  });

  it('splits off a generic head, short ones too', () => {
    const withGeneric = new Decompounder(
      german,
      new Set(['buro'].map((word) => german.term(word).stem)),
      new Set(['job', 'stelle']),
    );
    expect(withGeneric.split('burojob')).toEqual({ modifiers: ['buro'], head: 'job' });
    expect(withGeneric.split('burostelle')).toEqual({ modifiers: ['buro'], head: 'stelle' });
    expect(withGeneric.split('minijob', true)).toEqual({ modifiers: ['mini'], head: 'job' });
    expect(known.split('burojob')).toBeNull();
  });

  it('leaves a word longer than the longest compound in use whole, at the cost of its length alone', () => {
    const longest = `${'x'.repeat(MAX_COMPOUND_LENGTH - 'pflege'.length)}pflege`;
    expect(known.split(longest)).toEqual({ modifiers: [longest.slice(0, -'pflege'.length)], head: 'pflege' });
    expect(known.split(`x${longest}`)).toBeNull();
    expect(known.split(`x${longest}`, true)).toBeNull();
  });

  it('knows nothing without words', () => {
    expect(decompounder([]).split('krankenpflege')).toBeNull();
  });

  it('remembers a bounded number of splits, forgetting the oldest first', () => {
    const splitter = decompounder(['Pflege', 'Kranken']);
    splitter.split('krankenpflege');
    for (let n = 0; n < MAX_REMEMBERED_SPLITS; n += 1) {
      splitter.split(`wort${n}xyz`);
    }
    const lookups = jest.spyOn(german, 'term');
    try {
      splitter.split(`wort${MAX_REMEMBERED_SPLITS - 1}xyz`);
      expect(lookups).not.toHaveBeenCalled();
      expect(splitter.split('krankenpflege')).toEqual({ modifiers: ['kranken'], head: 'pflege' });
      expect(lookups).toHaveBeenCalled();
    } finally {
      lookups.mockRestore();
    }
  });
});
