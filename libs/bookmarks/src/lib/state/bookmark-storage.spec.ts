import { mergeBookmarks, parseStoredBookmarks, serializeBookmarks } from './bookmark-storage';

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
    const stored = JSON.stringify([{ id: 1, title: 'a' }, null, 'x', { title: 'no id' }, { id: -3 }, { id: 0 }, { id: 1.5 }, { id: 'x3' }, { id: true }, { id: [4] }, { id: 1, title: 'b' }, { id: '22' }]);
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

describe('mergeBookmarks', () => {
  const jobs = (...ids: number[]) => ids.map((id) => ({ id }));

  it('keeps what another tab added and removed, and adds and removes what this tab did since', () => {
    // Both started from [1, 2, 3]; this tab removed 1 and added 5, the other removed 3 and added 4.
    expect(mergeBookmarks(jobs(2, 3, 5), jobs(1, 2, 3), jobs(1, 2, 4))).toEqual(jobs(2, 4, 5));
  });

  it('lists a job both tabs added once', () => {
    expect(mergeBookmarks(jobs(7), jobs(), jobs(7))).toEqual(jobs(7));
  });

  it('is the stored list when this tab changed nothing', () => {
    expect(mergeBookmarks(jobs(1), jobs(1), jobs(2, 1))).toEqual(jobs(2, 1));
  });
});
