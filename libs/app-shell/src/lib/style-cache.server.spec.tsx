/**
 * @jest-environment node
 */
import { CacheProvider, ClassNames, Global } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStyleCache, serverStyleTags } from './style-cache';

/** The CSS a server render's cache keeps for one class (emotion's server mode). */
function serverCssOf(name: string, styles: string): string {
  const cache = createStyleCache(undefined);
  createEmotionServer(cache);
  cache.insert(`.css-${name}`, { name, styles, next: undefined }, cache.sheet, true);
  return String(cache.inserted[name]);
}

describe('the style cache on the server', () => {
  it('compiles a style once for all renders: a later render reuses what an earlier one compiled', () => {
    const first = serverCssOf('reused', 'color:red;');
    // The same name stands for the same styles; the later render gets the compiled CSS without compiling.
    expect(serverCssOf('reused', 'color:blue;')).toBe(first);
    expect(first).toBe('.css-reused{color:red;}');
  });

  it('writes the page’s global styles, then its classes, each element marked as placed and with the nonce', () => {
    const cache = createStyleCache('abc123');
    const styleServer = createEmotionServer(cache);
    const html = renderToString(
      <CacheProvider value={cache}>
        <Global styles="body{margin:0}" />
        <ClassNames>{({ css }) => <p className={css({ color: 'green' })}>text</p>}</ClassNames>
      </CacheProvider>,
    );
    const tags = serverStyleTags(styleServer.extractCriticalToChunks(html), 'abc123');
    const elements = tags.match(/<style[^>]*>/g) ?? [];
    expect(elements).toHaveLength(2);
    expect(elements[0]).toMatch(/^<style data-emotion="css-server \w+" data-s="" nonce="abc123">$/);
    expect(elements[1]).toMatch(/^<style data-emotion="css-server [\w ]+" data-s="" nonce="abc123">$/);
    expect(tags).toContain('body{margin:0;}');
    expect(tags).toContain('{color:green;}');
    expect(html).toContain('class="css-');
  });
});
