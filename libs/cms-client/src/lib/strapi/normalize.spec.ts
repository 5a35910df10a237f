import { unwrapResponse, unwrapStrapi } from './normalize';

describe('unwrapStrapi', () => {
  it('flattens a v4 single type with media and repeatable components', () => {
    const v4 = {
      data: {
        id: 1,
        attributes: {
          title: 'Willkommen',
          image: { data: { id: 7, attributes: { url: '/uploads/a.png', name: 'a.png' } } },
          gallery: { data: [{ id: 8, attributes: { url: '/uploads/b.png' } }] },
          empty: { data: null },
          buttons: [{ id: 3, text: 'Mehr', url: '/beratung' }],
        },
      },
      meta: {},
    };
    expect(unwrapResponse(v4)).toEqual({
      id: 1,
      title: 'Willkommen',
      image: { id: 7, url: '/uploads/a.png', name: 'a.png' },
      gallery: [{ id: 8, url: '/uploads/b.png' }],
      empty: null,
      buttons: [{ id: 3, text: 'Mehr', url: '/beratung' }],
    });
  });

  it('keeps v5 answers as they are', () => {
    const v5 = { data: { id: 1, documentId: 'abc', title: 'Hallo', image: { id: 7, url: '/uploads/a.png' } } };
    expect(unwrapResponse(v5)).toEqual({ id: 1, documentId: 'abc', title: 'Hallo', image: { id: 7, url: '/uploads/a.png' } });
  });

  it('flattens v4 collections with documentId beside attributes', () => {
    const v4 = { data: [{ id: 1, documentId: 'x', attributes: { title: 'A' } }], meta: { pagination: { total: 1 } } };
    expect(unwrapResponse(v4)).toEqual([{ id: 1, documentId: 'x', title: 'A' }]);
  });

  it('keeps a JSON field that happens to have a data key alongside others', () => {
    expect(unwrapStrapi({ placeholders: { data: 'x', other: 1 } })).toEqual({ placeholders: { data: 'x', other: 1 } });
  });
});
