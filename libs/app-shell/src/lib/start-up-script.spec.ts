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
});
