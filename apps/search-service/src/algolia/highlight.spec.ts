import { SearchIndex } from '../engine/search-index';
import { highlight, snippet } from './highlight';

const TAGS = { preTag: '<em>', postTag: '</em>' };

async function matcher(query: string, locale: 'de' | 'en' = 'de') {
  const index = await SearchIndex.empty();
  return index.plan(locale, query);
}

function wordCount(value: string): number {
  return value.replace(/<\/?em>|…/g, ' ').match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
}

const LONG_TEXT = Array.from({ length: 60 }, (_, i) => `wort${i}`).join(' ') + ' Bewerbungen ' + 'ende '.repeat(30);

describe('highlight', () => {
  it('wraps the words the query matches, stemmed, in the tags', async () => {
    const result = highlight('Tipps für Ihre Bewerbung in Berlin', await matcher('Bewerbungen'), TAGS);
    expect(result).toEqual({
      value: 'Tipps für Ihre <em>Bewerbung</em> in Berlin',
      matchLevel: 'full',
      matchedWords: ['bewerbungen'],
      fullyHighlighted: false,
    });
  });

  it('reports a partial match when only some query words occur', async () => {
    const result = highlight('Bewerbung schreiben', await matcher('Bewerbung Hamburg'), TAGS);
    expect(result.matchLevel).toBe('partial');
    expect(result.matchedWords).toEqual(['bewerbung']);
  });

  it('reports no match and leaves the text as it is', async () => {
    const result = highlight('Jobmesse im Mai', await matcher('Pflege'), TAGS);
    expect(result).toEqual({ value: 'Jobmesse im Mai', matchLevel: 'none', matchedWords: [] });
  });

  it('uses the tags it is asked for', async () => {
    const result = highlight('Pflege und Betreuung', await matcher('pflege'), { preTag: '<mark>', postTag: '</mark>' });
    expect(result.value).toBe('<mark>Pflege</mark> und Betreuung');
  });

  it('does not mark stop words', async () => {
    const result = highlight('die Bewerbung', await matcher('die Bewerbung'), TAGS);
    expect(result.value).toBe('die <em>Bewerbung</em>');
  });
});

describe('snippet', () => {
  it('cuts to the requested number of words around the first match', async () => {
    const result = snippet(LONG_TEXT, 35, await matcher('Bewerbung'), TAGS, '…');
    expect(wordCount(result.value)).toBe(35);
    expect(result.value).toContain('<em>Bewerbungen</em>');
    expect(result.value.startsWith('…')).toBe(true);
    expect(result.value.endsWith('…')).toBe(true);
    expect(result.matchLevel).toBe('full');
  });

  it('takes the opening words when nothing matches', async () => {
    const result = snippet(LONG_TEXT, 10, await matcher('Pflege'), TAGS, '…');
    expect(result.value).toBe('wort0 wort1 wort2 wort3 wort4 wort5 wort6 wort7 wort8 wort9…');
    expect(result.matchLevel).toBe('none');
  });

  it('keeps a short text whole, without ellipsis', async () => {
    const result = snippet('Applications for jobs', 10, await matcher('application', 'en'), TAGS, '…');
    expect(result.value).toBe('<em>Applications</em> for jobs');
  });

  it('counts words, not characters, for each length', async () => {
    const m = await matcher('');
    for (const words of [1, 10, 35]) {
      expect(wordCount(snippet(LONG_TEXT, words, m, TAGS, '…').value)).toBe(words);
    }
  });
});
