import { parseHighlight } from './parse-highlight';

describe('parseHighlight', () => {
  it('splits highlighted and plain parts', () => {
    expect(parseHighlight('Tipps zur <em>Bewerbung</em> und zum <em>Anschreiben</em>.')).toEqual([
      { text: 'Tipps zur ', highlighted: false },
      { text: 'Bewerbung', highlighted: true },
      { text: ' und zum ', highlighted: false },
      { text: 'Anschreiben', highlighted: true },
      { text: '.', highlighted: false },
    ]);
  });

  it('keeps other markup and an unclosed tag as literal text', () => {
    expect(parseHighlight('<img src=x onerror=alert(1)> <em>open')).toEqual([
      { text: '<img src=x onerror=alert(1)> <em>open', highlighted: false },
    ]);
  });

  it('reads a highlight right after the first character, text without highlights, and other tags', () => {
    expect(parseHighlight('a<em>b</em>')).toEqual([
      { text: 'a', highlighted: false },
      { text: 'b', highlighted: true },
    ]);
    expect(parseHighlight('Koch')).toEqual([{ text: 'Koch', highlighted: false }]);
    expect(parseHighlight('a **fett** b', { pre: '**', post: '**' })).toEqual([
      { text: 'a ', highlighted: false },
      { text: 'fett', highlighted: true },
      { text: ' b', highlighted: false },
    ]);
  });

  it('leaves out empty parts', () => {
    expect(parseHighlight('<em></em>Koch')).toEqual([{ text: 'Koch', highlighted: false }]);
  });

  it('gives nothing for an empty value', () => {
    expect(parseHighlight('')).toEqual([]);
  });
});
