import { LATEST_START_MS, startUpScriptTag } from './start-up-script';

const FILES = {
  entryScript: '/static/jobseekers/assets/main-abc.js',
  modulePreloads: ['/static/jobseekers/assets/start-up-react-jkl.js', '/static/jobseekers/assets/content-page-def.js'],
  startUpChunks: ['/static/jobseekers/assets/start-up-react-jkl.js'],
};

describe('startUpScriptTag', () => {
  it('asks for the script from an inline module under the page’s nonce, after the first screen', () => {
    const tag = startUpScriptTag(FILES, 'n0nce');

    expect(tag).toMatch(/^<script type="module" nonce="n0nce">[^]*<\/script>$/);
    expect(tag).not.toContain('src=');
    expect(tag).not.toContain('<link');
    // Called with the page's files and the latest start.
    expect(tag).toContain(`})(${JSON.stringify(FILES)}, ${LATEST_START_MS});</script>`);
    expect(tag).toContain(`document.querySelector('img[fetchpriority="high"]')`);
    expect(tag).toContain('requestAnimationFrame(');
  });

  it('cannot end its inline script early, whatever a file is called', () => {
    const tag = startUpScriptTag({ entryScript: '/static/a</script><script>alert(1)</script>.js', modulePreloads: [], startUpChunks: [] }, 'n');

    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(tag).toContain('\\u003c/script>');
  });

  it('asks for the preloads a few per task, the start-up chunks first, and imports the chunks one per task', async () => {
    jest.useFakeTimers();
    const files = {
      entryScript: '/static/a/main.js',
      modulePreloads: Array.from({ length: 14 }, (_, index) => `/static/a/chunk-${index}.js`),
      startUpChunks: ['/static/a/chunk-0.js', '/static/a/chunk-1.js'],
    };
    const imported: string[] = [];
    // Code made at run time has no dynamic import under Jest: the script imports through a recorder instead.
    const script = startUpScriptTag(files, 'n').replace(/^<script[^>]*>|<\/script>$/g, '').replace(/\bimport\(/g, 'importModule(');
    const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    try {
      // eslint-disable-next-line no-new-func -- the page's own inline script, run as the browser runs it
      new Function('importModule', script)(async (href: string) => imported.push(href));
      jest.advanceTimersToNextFrame();
      jest.advanceTimersByTime(1);
      expect(preloads()).toEqual(files.modulePreloads.slice(0, 6));

      await jest.advanceTimersByTimeAsync(1);
      expect(preloads()).toEqual(files.modulePreloads.slice(0, 12));
      await jest.runAllTimersAsync();
      expect(preloads()).toEqual(files.modulePreloads);
      expect(imported).toEqual([...files.startUpChunks, files.entryScript]);
    } finally {
      document.head.replaceChildren();
      jest.useRealTimers();
    }
  });
});
