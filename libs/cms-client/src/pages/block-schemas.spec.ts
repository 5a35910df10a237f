import { BLOCK_SCHEMAS } from './block-schemas';

describe('BLOCK_SCHEMAS', () => {
  it('drops the bullets the editors left empty, and reads a missing list as none', () => {
    const list = BLOCK_SCHEMAS['shared.bullet-list'];
    expect(list.parse({ title: 'Tipps', items: [{ text: ' ' }, null, { id: 2 }, { id: 3, text: 'Pünktlich sein' }] })).toEqual({ title: 'Tipps', items: [{ id: 3, text: 'Pünktlich sein' }] });
    expect(list.parse({ title: 'Tipps' }).items).toEqual([]);
  });
});
