import { withoutTags } from './markdown-source';

describe('withoutTags', () => {
  it('removes scripts and styles with their bodies, and any other tag', () => {
    expect(withoutTags('a<script type="x">alert(1)</script >b<STYLE>p{}</style>c')).toBe('abc');
    expect(withoutTags('<p class="x">Text</p><br/><img src=x onerror=y>')).toBe('Text');
  });

  it('keeps Markdown autolinks and angle brackets that are no tag', () => {
    expect(withoutTags('<https://jobpoint.example> 3 < 4 > 2 <-> <1a>')).toBe('<https://jobpoint.example> 3 < 4 > 2 <-> <1a>');
  });
});
