import { parseStoredBookmarks, serializeBookmarks } from './bookmark-storage';

describe('parseStoredBookmarks', () => {
  it('reads the list the organisation’s current site writes', () => {
    const stored =
      '[{"id":123,"title":"Lagerhelfer (m/w/d)","company":{"name":"Spree Logistik","logo_url":null}},{"id":456,"title":"Koch"}]';
    expect(parseStoredBookmarks(stored)).toEqual([
      { id: 123, title: 'Lagerhelfer (m/w/d)', company: { name: 'Spree Logistik', logo_url: null } },
      { id: 456, title: 'Koch' },
    ]);
  });

  it.each([
    ['no value', null],
    ['an empty value', ''],
    ['broken JSON', '[{"id":1,'],
    ['redux-persist’s own format', '{"jobs":"[{\\"id\\":1}]","_persist":"{\\"version\\":-1}"}'],
    ['a string', '"jobbookmark"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('reads %s as an empty list', (_case, stored) => {
    expect(parseStoredBookmarks(stored)).toEqual([]);
  });

  it('drops entries without a usable id and keeps the first of repeated ids', () => {
    const stored = JSON.stringify([{ id: 1, title: 'a' }, null, 'x', { title: 'no id' }, { id: -3 }, { id: 1.5 }, { id: 1, title: 'b' }, { id: '22' }]);
    expect(parseStoredBookmarks(stored)).toEqual([{ id: 1, title: 'a' }, { id: 22 }]);
  });
});

describe('serializeBookmarks', () => {
  it('writes the bare JSON array, readable by the current site', () => {
    const text = serializeBookmarks([{ id: 123, title: 'Koch' }]);
    expect(text).toBe('[{"id":123,"title":"Koch"}]');
    expect(parseStoredBookmarks(text)).toEqual([{ id: 123, title: 'Koch' }]);
  });
});
