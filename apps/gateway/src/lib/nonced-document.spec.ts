import { gunzipSync } from 'node:zlib';
import { NoncedDocument } from './nonced-document';
import { createNonce } from './security-headers';

describe('NoncedDocument', () => {
  const placeholder = createNonce();
  const html =
    `<!DOCTYPE html><html><head><script src="/captcha.js" nonce="${placeholder}"></script></head>` +
    `<body>${'Stellenangebote für Köche – مرحبا 😀 '.repeat(3000)}` +
    `<script type="application/json" nonce="${placeholder}">{"a":1}</script></body></html>`;
  const expected = (nonce: string) => html.split(placeholder).join(nonce);

  it('puts the given nonce wherever the placeholder was', () => {
    const nonce = createNonce();
    expect(new NoncedDocument(html, placeholder).html(nonce).toString('utf8')).toBe(expected(nonce));
  });

  it('gives a gzip stream that decompresses to the page with that nonce, smaller than the page', () => {
    const document = new NoncedDocument(html, placeholder);
    const [first, second] = [createNonce(), createNonce()];
    const compressed = document.gzip(first);
    expect(gunzipSync(compressed).toString('utf8')).toBe(expected(first));
    expect(gunzipSync(document.gzip(second)).toString('utf8')).toBe(expected(second));
    expect(compressed.length).toBeLessThan(Buffer.byteLength(html) / 10);
  });

  it('handles a page without a nonce and one that starts and ends with the placeholder', () => {
    const nonce = createNonce();
    expect(gunzipSync(new NoncedDocument('<p>plain</p>', placeholder).gzip(nonce)).toString()).toBe('<p>plain</p>');
    const edges = `${placeholder}<p>${placeholder}${placeholder}</p>${placeholder}`;
    expect(gunzipSync(new NoncedDocument(edges, placeholder).gzip(nonce)).toString()).toBe(edges.split(placeholder).join(nonce));
  });
});
