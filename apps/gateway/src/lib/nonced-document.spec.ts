import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { NoncedDocument } from './nonced-document';
import { createNonce } from './security-headers';

describe('NoncedDocument', () => {
  const placeholder = createNonce();
  const html =
    `<!DOCTYPE html><html><head><script src="/captcha.js" nonce="${placeholder}"></script></head>` +
    `<body>${'Stellenangebote für Köche – مرحبا 😀 '.repeat(3000)}` +
    `<script type="application/json" nonce="${placeholder}">{"a":1}</script></body></html>`;
  const expected = (nonce: string) => html.split(placeholder).join(nonce);

  it('puts the given nonce wherever the placeholder was', async () => {
    const nonce = createNonce();
    expect((await NoncedDocument.create(html, placeholder)).html(nonce).toString('utf8')).toBe(expected(nonce));
  });

  it('gives a gzip stream that decompresses to the page with that nonce, smaller than the page', async () => {
    const document = await NoncedDocument.create(html, placeholder);
    const [first, second] = [createNonce(), createNonce()];
    const compressed = document.gzip(first);
    expect(gunzipSync(compressed).toString('utf8')).toBe(expected(first));
    expect(gunzipSync(document.gzip(second)).toString('utf8')).toBe(expected(second));
    expect(compressed.length).toBeLessThan(Buffer.byteLength(html) / 10);
  });

  it('gives a Brotli stream, prepared once, that decompresses to the page with each response’s nonce, smaller than the gzip one', async () => {
    const document = await NoncedDocument.create(html, placeholder);
    await document.brotliPrepared;
    for (const nonce of [createNonce(), createNonce(), 'AAAAAAAAAAAAAAAAAAAAAAAA', '////////////////////////']) {
      expect(brotliDecompressSync(document.brotli(nonce) as Buffer).toString('utf8')).toBe(expected(nonce));
    }
    const nonce = createNonce();
    expect((document.brotli(nonce) as Buffer).length).toBeLessThan(document.gzip(nonce).length);
    expect(document.brotli('kurz')).toBeNull();
  });

  it('makes the Brotli stream of a page without a nonce, of one that starts and ends with it, and none where the page leaves too few unused bytes', async () => {
    const nonce = createNonce();
    const edges = `${placeholder}<p>${placeholder}${placeholder}</p>${placeholder}`;
    for (const page of ['<p>plain</p>', edges]) {
      const document = await NoncedDocument.create(page, placeholder);
      await document.brotliPrepared;
      expect(brotliDecompressSync(document.brotli(nonce) as Buffer).toString()).toBe(page.split(placeholder).join(nonce));
    }
    // Every byte that UTF-8 text can hold: only 13 are left, too few for the fillers of eight nonces.
    const everyByte = String.fromCodePoint(
      ...Array.from({ length: 0x800 }, (_, index) => index),
      ...Array.from({ length: 16 }, (_, index) => Math.max(0x800, index * 0x1000)),
      ...[0x10000, 0x40000, 0x80000, 0xc0000, 0x100000],
    );
    const crowded = await NoncedDocument.create(`${everyByte}${`<i>${placeholder}</i>`.repeat(8)}`, placeholder);
    await crowded.brotliPrepared;
    expect(crowded.brotli(nonce)).toBeNull();
    expect(gunzipSync(crowded.gzip(nonce)).toString()).toContain(nonce);
  });

  it('handles a page without a nonce and one that starts and ends with the placeholder', async () => {
    const nonce = createNonce();
    expect(gunzipSync((await NoncedDocument.create('<p>plain</p>', placeholder)).gzip(nonce)).toString()).toBe('<p>plain</p>');
    const edges = `${placeholder}<p>${placeholder}${placeholder}</p>${placeholder}`;
    expect(gunzipSync((await NoncedDocument.create(edges, placeholder)).gzip(nonce)).toString()).toBe(edges.split(placeholder).join(nonce));
  });
});
