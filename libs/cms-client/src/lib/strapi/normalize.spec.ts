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

  it('unwraps a relation with its meta, and keeps a lone data key that holds no entry', () => {
    expect(unwrapStrapi({ tags: { data: [{ id: 1, attributes: { name: 'CV' } }], meta: { count: 1 } } })).toEqual({ tags: [{ id: 1, name: 'CV' }] });
    expect(unwrapStrapi({ json: { data: 'x' } })).toEqual({ json: { data: 'x' } });
    expect(unwrapStrapi({ json: { meta: 'x', other: { data: null } } })).toEqual({ json: { meta: 'x', other: null } });
  });

  it('takes the body’s data even beside keys of its own', () => {
    expect(unwrapResponse({ data: { id: 1, attributes: { title: 'A' } }, meta: {}, links: {} })).toEqual({ id: 1, title: 'A' });
    expect(unwrapResponse([{ id: 1, attributes: { title: 'A' } }])).toEqual([{ id: 1, title: 'A' }]);
  });
});
