import { InvalidParamsError } from './errors';
import { filterScope, parseFacetFilters, parseFilters } from './filters';
import { normaliseParams } from './search-params';

describe('normaliseParams', () => {
  it('applies the index defaults', () => {
    expect(normaliseParams({ indexName: 'jobpoint' })).toMatchObject({
      query: '',
      page: 0,
      hitsPerPage: 5,
      attributesToSnippet: [],
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
      filters: [],
    });
  });

  it('reads the v5 client form and the params-string form alike', () => {
    const fromObject = normaliseParams({
      indexName: 'jobpoint',
      query: 'Pflege',
      page: 2,
      attributesToSnippet: ['name:10', 'content:35', 'type'],
      facetFilters: [['language:de']],
    });
    const fromString = normaliseParams({
      indexName: 'jobpoint',
      params:
        'query=Pflege&page=2&attributesToSnippet=%5B%22name%3A10%22%2C%22content%3A35%22%2C%22type%22%5D&facetFilters=%5B%5B%22language%3Ade%22%5D%5D',
    });
    const { echo: _a, ...a } = fromObject;
    const { echo: _b, ...b } = fromString;
    expect(a).toEqual(b);
    expect(a.attributesToSnippet).toEqual([
      { attribute: 'name', words: 10 },
      { attribute: 'content', words: 35 },
      { attribute: 'type', words: 10 },
    ]);
  });

  it('refuses values Algolia would refuse', () => {
    expect(() => normaliseParams({ page: 'two' })).toThrow(InvalidParamsError);
    expect(() => normaliseParams({ hitsPerPage: 5000 })).toThrow(InvalidParamsError);
    expect(() => normaliseParams({ query: 42 })).toThrow(InvalidParamsError);
  });
});

describe('filters', () => {
  it('reads facetFilters as and-of-or groups', () => {
    expect(parseFacetFilters([['language:de', 'language:en'], 'type:job'])).toEqual([
      [
        { attribute: 'language', value: 'de', negated: false },
        { attribute: 'language', value: 'en', negated: false },
      ],
      [{ attribute: 'type', value: 'job', negated: false }],
    ]);
    expect(parseFacetFilters('-type:page')).toEqual([[{ attribute: 'type', value: 'page', negated: true }]]);
  });

  it('reads the filters string the same way', () => {
    expect(parseFilters('language:"de" AND (type:job OR type:article)')).toEqual(
      parseFacetFilters([['language:de'], ['type:job', 'type:article']]),
    );
    expect(() => parseFilters('price > 3')).toThrow(InvalidParamsError);
  });

  it('narrows the languages and record types to search', () => {
    expect(filterScope(parseFacetFilters([['language:tr']]))).toEqual({ locales: ['tr'], types: undefined });
    expect(filterScope(parseFilters('NOT type:job'))).toEqual({
      locales: ['de', 'en', 'tr', 'ar'],
      types: ['article', 'event', 'page'],
    });
    expect(filterScope(parseFacetFilters(['language:xx']))).toEqual({ locales: [], types: undefined });
    expect(filterScope(parseFacetFilters(['color:red']))).toEqual({ locales: [], types: [] });
  });
});
