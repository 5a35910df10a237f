import { toPagedResult } from './paginated';

describe('toPagedResult', () => {
  it('maps the service paging fields to the pager state', () => {
    expect(
      toPagedResult({ data: [], current_page: 2, per_page: 10, last_page: 17, total: 168, from: 11, to: 20 }),
    ).toEqual({ total: 168, page: 2, pageCount: 17, pageSize: 10 });
  });
});
