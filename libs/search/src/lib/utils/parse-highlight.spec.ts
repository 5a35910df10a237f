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

  it('gives nothing for an empty value', () => {
    expect(parseHighlight('')).toEqual([]);
  });
});
