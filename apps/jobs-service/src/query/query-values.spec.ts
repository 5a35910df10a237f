import { listValues, scalarValue } from './query-values';

describe('listValues', () => {
  it.each([
    [{ 'zipCodes[]': ['1', '2'] }],
    [{ 'zipCodes[]': '1,2' }],
    [{ zipCodes: '1,2' }],
    [{ zipCodes: ['1', '2'] }],
    [{ 'zipCodes[0]': '1', 'zipCodes[1]': '2' }],
    [{ zipCodes: '1', 'zipCodes[]': '2' }],
    [{ zipCodes: ' 1 ,, 2 ,' }],
  ])('reads %j as two values', (query) => {
    expect(listValues(query, 'zipCodes')).toEqual(['1', '2']);
  });

  it('ignores other parameters, including ones that share a prefix', () => {
    expect(listValues({ zipCodesExtra: '1', 'zip[]': '2', other: '3' }, 'zipCodes')).toEqual([]);
  });
});

describe('scalarValue', () => {
  it('treats an empty value as missing and keeps repeated values for validation to reject', () => {
    expect(scalarValue({ page: '' }, 'page')).toBeUndefined();
    expect(scalarValue({ page: '2' }, 'page')).toBe('2');
    expect(scalarValue({ page: ['1', '2'] }, 'page')).toEqual(['1', '2']);
  });
});
