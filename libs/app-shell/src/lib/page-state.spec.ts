import { serializePageState, type PageState } from './page-state';

describe('serializePageState', () => {
  it('cannot close the script element it lives in', () => {
    const pageState = { state: { text: '</script><script>alert(1)</script>' } } as unknown as PageState;
    const json = serializePageState(pageState);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual(pageState);
  });
});
