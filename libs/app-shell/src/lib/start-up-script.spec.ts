import { LATEST_START_MS, startUpScriptTags } from './start-up-script';

const FILES = {
  entryScript: '/static/jobseekers/assets/main-abc.js',
  modulePreloads: ['/static/jobseekers/assets/content-page-def.js', '/static/jobseekers/assets/faq-block-ghi.js'],
};

describe('startUpScriptTags', () => {
  it('loads the script at once, with its chunks preloaded, on a page without a priority image', () => {
    expect(startUpScriptTags(FILES, { afterPriorityImage: false, nonce: 'n0nce' })).toBe(
      '<script type="module" src="/static/jobseekers/assets/main-abc.js"></script>' +
        '<link rel="modulepreload" href="/static/jobseekers/assets/content-page-def.js">' +
        '<link rel="modulepreload" href="/static/jobseekers/assets/faq-block-ghi.js">',
    );
  });

  it('asks for the script from an inline module after the priority image, under the page’s nonce', () => {
    const tags = startUpScriptTags(FILES, { afterPriorityImage: true, nonce: 'n0nce' });

    expect(tags).toMatch(/^<script type="module" nonce="n0nce">[^]*<\/script>$/);
    expect(tags).not.toContain('src=');
    expect(tags).not.toContain('<link');
    expect(tags).toContain(`const files = ${JSON.stringify(FILES)};`);
    expect(tags).toContain(`const latestStartMs = ${LATEST_START_MS};`);
    expect(tags).toContain(`document.querySelector('img[fetchpriority="high"]')`);
  });

  it('cannot end its inline script early, whatever a file is called', () => {
    const tags = startUpScriptTags({ entryScript: '/static/a</script><script>alert(1)</script>.js', modulePreloads: [] }, { afterPriorityImage: true, nonce: 'n' });

    expect(tags.match(/<\/script>/g)).toHaveLength(1);
    expect(tags).toContain('\\u003c/script>');
  });
});
