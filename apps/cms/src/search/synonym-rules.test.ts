import { algoliaSynonym, objectIdFor, synonymObjectId, synonymProblem } from './synonym-rules';

describe('a synonym an editor writes', () => {
  it('is taken as Algolia takes it: two words or more that mean the same, or an input and what it also finds', () => {
    expect(synonymProblem({ type: 'synonym', synonyms: ['Elektriker', 'Stromer'] })).toBeNull();
    expect(synonymProblem({ synonyms: ['Elektriker', 'Stromer'] })).toBeNull();
    expect(synonymProblem({ type: 'oneWaySynonym', input: 'Azubi', synonyms: ['Ausbildung'] })).toBeNull();
  });

  it('is refused at the field that is wrong, in German and English', () => {
    expect(synonymProblem({ type: 'synonym', synonyms: ['Elektriker'] })).toEqual({
      path: 'synonyms',
      message: 'Mindestens zwei Wörter, die dasselbe meinen / at least two words that mean the same',
    });
    expect(synonymProblem({ type: 'oneWaySynonym', synonyms: ['Ausbildung'] })?.path).toBe('input');
    expect(synonymProblem({ type: 'oneWaySynonym', input: '  ', synonyms: ['Ausbildung'] })?.path).toBe('input');
    expect(synonymProblem({ type: 'oneWaySynonym', input: 'Azubi', synonyms: [] })?.path).toBe('synonyms');
    expect(synonymProblem({ type: 'altcorrection1', synonyms: ['a', 'b'] })?.path).toBe('type');
    for (const synonyms of ['Elektriker, Stromer', ['Elektriker', 3], ['Elektriker', ' '], { a: 'b' }, undefined]) {
      expect([synonyms, synonymProblem({ type: 'synonym', synonyms })?.path]).toEqual([synonyms, 'synonyms']);
    }
  });
});

describe('the id a new synonym gets', () => {
  it('is its language and its input or first word, as the seed’s ids read', () => {
    expect(objectIdFor('de', { type: 'synonym', synonyms: ['Elektriker', 'Stromer'] })).toBe('de-elektriker');
    expect(objectIdFor('de', { type: 'oneWaySynonym', input: 'Fachkraft für Lagerlogistik', synonyms: ['Lager'] })).toBe('de-fachkraft-fur-lagerlogistik');
    expect(objectIdFor('tr', { type: 'synonym', synonyms: ['İş görüşmesi', 'mülakat'] })).toBe('tr-is-gorusmesi');
    expect(objectIdFor('ar', { type: 'synonym', synonyms: ['مقابلة عمل', 'مقابلة'] })).toBe('ar-مقابلة-عمل');
    expect(objectIdFor('de', { type: 'synonym', synonyms: ['?!', 'b'] })).toBe('de-synonym');
  });
});

describe('a stored synonym at the search service', () => {
  it('keeps the id it was given, and is given one of its language and document otherwise', () => {
    expect(synonymObjectId({ objectID: 'de-minijob', locale: 'de', documentId: 'abc' })).toBe('de-minijob');
    expect(synonymObjectId({ objectID: '', locale: 'tr', documentId: 'abc' })).toBe('tr-abc');
    expect(synonymObjectId({ objectID: null, locale: 'ar', documentId: 'abc' })).toBe('ar-abc');
  });

  it('is Algolia’s synonym object, with the one-way type as Algolia’s API spells it', () => {
    expect(algoliaSynonym({ documentId: 'd1', locale: 'de', type: 'synonym', synonyms: ['Elektriker', ' Stromer '], input: null })).toEqual({
      objectID: 'de-d1',
      type: 'synonym',
      synonyms: ['Elektriker', 'Stromer'],
    });
    expect(algoliaSynonym({ documentId: 'd2', locale: 'de', objectID: 'de-azubi', type: 'oneWaySynonym', input: 'Azubi ', synonyms: ['Ausbildung'] })).toEqual({
      objectID: 'de-azubi',
      type: 'onewaysynonym',
      input: 'Azubi',
      synonyms: ['Ausbildung'],
    });
  });
});
