import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes what could end an element or a quoted attribute, ampersands first', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry &amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry &amp;amp;&lt;/a&gt;',
    );
  });

  it('leaves other text as it is, Arabic and Turkish included', () => {
    expect(escapeHtml('Bewerbung – başvuru – طلب توظيف')).toBe('Bewerbung – başvuru – طلب توظيف');
  });
});
