import { serializePageState, type PageState } from './page-state';

describe('serializePageState', () => {
  it('cannot close the script element it lives in', () => {
    const pageState = { state: { text: '</script><script>alert(1)</script>' } } as unknown as PageState;
    const json = serializePageState(pageState);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual(pageState);
  });

  it('escapes the two line separators that end a line in a script', () => {
    const pageState = { state: { text: 'a\u2028b\u2029c' } } as unknown as PageState;
    const json = serializePageState(pageState);
    expect(json).toBe('{"state":{"text":"a\\u2028b\\u2029c"}}');
    expect(JSON.parse(json)).toEqual(pageState);
  });
});
