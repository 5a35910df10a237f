import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_PAGES } from '@jobpoint/site-routes';
import { hasContentDescription } from '../../pages/content-descriptions';
import { CONTENT_WIDGETS } from '../../pages/single-type-description';
import { CMS_BROWSER_READS } from './browser-reads';

const SOURCES = path.resolve(__dirname, '../..');

/** The content types this library names in its requests (`'/api/footer'`), from its source files. */
function requestedContentTypes(): Set<string> {
  const files = readdirSync(SOURCES, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file),
  );
  const named = files.flatMap((file) =>
    [...readFileSync(path.join(SOURCES, file), 'utf8').matchAll(/['`]\/api\/([a-z0-9-]+)/g)].map((match) => match[1]),
  );
  return new Set(named.filter((contentType) => contentType !== 'navigation'));
}

describe('CMS_BROWSER_READS and CONTENT_WIDGETS', () => {
  const requested = requestedContentTypes();
  const registryTypes = SITE_PAGES.flatMap((page) => (page.singleType ? [page.singleType] : []));

  it('name every content type the client requests, besides the registry pages’ own', () => {
    const named = new Set<string>([...Object.values(CMS_BROWSER_READS).flat(), ...Object.values(CONTENT_WIDGETS).flat(), ...registryTypes]);
    expect([...requested].filter((contentType) => !named.has(contentType))).toEqual([]);
  });

  it('name only content types the client requests', () => {
    const named = [...Object.values(CMS_BROWSER_READS).flat(), ...Object.values(CONTENT_WIDGETS).flat()];
    expect(named.filter((contentType) => !requested.has(contentType))).toEqual([]);
  });

  it('leave no registry page unread after a navigation in the browser: it has a content description or a request of its own', () => {
    expect(registryTypes.filter((singleType) => !hasContentDescription(singleType) && !requested.has(singleType))).toEqual([]);
  });
});
