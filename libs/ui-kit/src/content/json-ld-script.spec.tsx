import { serializeJsonLd } from './json-ld-script';

describe('serializeJsonLd', () => {
  it('cannot close its script element or start markup', () => {
    const text = serializeJsonLd({ title: '</script><script>alert(1)</script> & <!--' });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script> & <!--' });
  });
});
