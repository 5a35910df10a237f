import { toNavItems } from './get-navigation';

describe('toNavItems', () => {
  it('sorts each level by order and gives an item without one, its flags or its key their defaults', () => {
    const items = toNavItems([
      { id: 2, title: 'Zwei', path: 'zwei', order: 2, items: [{ id: 4, title: 'Vier', path: '/zwei/vier', order: 1 }, { id: 3, title: 'Drei', path: '/zwei/drei', order: 0 }] },
      { id: 1, title: 'Eins', path: '/eins', order: 1, menuAttached: true, uiRouterKey: 'eins' },
      { id: 0, title: 'Null', path: '/null' },
    ]);
    expect(items).toEqual([
      { id: 0, title: 'Null', path: '/null', external: false, menuAttached: false, order: 0, uiRouterKey: '', items: [] },
      { id: 1, title: 'Eins', path: '/eins', external: false, menuAttached: true, order: 1, uiRouterKey: 'eins', items: [] },
      {
        id: 2,
        title: 'Zwei',
        path: '/zwei',
        external: false,
        menuAttached: false,
        order: 2,
        uiRouterKey: '',
        items: [expect.objectContaining({ title: 'Drei', path: '/zwei/drei' }), expect.objectContaining({ title: 'Vier', path: '/zwei/vier' })],
      },
    ]);
  });

  it('takes an external item’s URL, from its external path first', () => {
    const [byType, byFlag, onlyPath, none] = toNavItems([
      { id: 1, title: 'A', type: 'EXTERNAL', externalPath: 'https://a.example', path: '/a', order: 1 },
      { id: 2, title: 'B', external: true, path: 'https://b.example', order: 2 },
      { id: 3, title: 'C', type: 'EXTERNAL', order: 3 },
      { id: 4, title: 'D', type: 'INTERNAL', external: false, order: 4 },
    ]);
    expect([byType, byFlag, onlyPath, none].map(({ path, external }) => [path, external])).toEqual([
      ['https://a.example', true],
      ['https://b.example', true],
      [null, true],
      [null, false],
    ]);
  });

  it('gives a wrapper no path, and an editor page’s item the page’s address', () => {
    const [wrapper, page, otherType] = toNavItems([
      { id: 1, title: 'Angebote', type: 'WRAPPER', path: '/angebote', order: 1, items: [{ id: 9, title: 'Kind', path: '/kind' }] },
      { id: 2, title: 'Ankommen', path: '/angebote/ankommen', order: 2, related: { __type: 'api::seite.seite', slug: 'ankommen-in-berlin' } },
      { id: 3, title: 'FAQ', path: '/faq', order: 3, related: { __type: 'api::faq.faq', slug: 'fragen' } },
    ]);
    expect(wrapper).toMatchObject({ path: null, items: [{ path: '/kind' }] });
    expect(page.path).toBe('/ankommen-in-berlin');
    expect(otherType.path).toBe('/faq');
  });
});
