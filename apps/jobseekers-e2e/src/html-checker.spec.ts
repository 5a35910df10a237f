import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { CONTENT_PAGE_LOCALES, expect, test } from '@jobpoint/e2e-utils';
import { SITE_PAGES } from '@jobpoint/site-routes';
import { WORKSPACE_ROOT } from './faults-harness';

/**
 * The W3C Nu Html Checker (`vnu-jar`, run by Java 17) over the server-rendered HTML of every route of both
 * apps, in German and in Arabic: the HTML as the gateway sends it, before any script runs.
 */

const VNU_JAR = path.join(WORKSPACE_ROOT, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

/** The checker's CSS grammar predates container queries: what it says about them is not an error of the page. */
const CONTAINER_QUERY_MESSAGE = /^CSS: (“container-(type|name)”|Unrecognized at-rule “@container”)/;

type ParameterPage = Extract<(typeof SITE_PAGES)[number], { path: `${string}:${string}` }>;

/** The first path on `listing` that `link` matches: an instance of a route with a parameter, as the site links to it. */
async function firstLink(request: APIRequestContext, listing: string, link: RegExp): Promise<string[]> {
  const html = await (await request.get(listing)).text();
  const found = link.exec(html)?.[0];
  expect(found, `a link matching ${link} on ${listing}`).toBeDefined();
  return [found as string];
}

/** The pages that stand for each route with a parameter: a new such route needs its entry here. */
const INSTANCES: Record<ParameterPage['key'], (request: APIRequestContext) => Promise<string[]>> = {
  jobDetail: (request) => firstLink(request, '/job-boerse', /\/job-boerse\/(?!merkliste\b)[^"?#/]+-\d+(?=[?"])/),
  article: (request) => firstLink(request, '/ratgeber', /\/ratgeber\/[a-z0-9-]+(?=[?"])/),
  event: (request) => firstLink(request, '/veranstaltungen', /\/veranstaltungen\/(?!latest\b)[a-z0-9-]+(?=[?"])/),
  // Every editor page: their blocks are the editors' choice.
  editorPage: async (request) => {
    const response = await request.get('/cms/api/seiten?locale=de&fields[0]=slug&pagination[pageSize]=100');
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: { attributes: { slug: string } }[] };
    expect(data.length).toBeGreaterThan(0);
    return data.map((page) => `/${page.attributes.slug}`);
  },
};

async function sitePaths(request: APIRequestContext): Promise<string[]> {
  const paths = await Promise.all(
    SITE_PAGES.map((page) =>
      page.path.includes(':') ? INSTANCES[page.key as ParameterPage['key']](request) : [page.path],
    ),
  );
  return paths.flat();
}

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

/** Runs the checker once over all files (one Java start); its JSON report comes on standard error. */
async function check(files: string[]): Promise<VnuMessage[]> {
  const run = promisify(execFile);
  const args = ['-jar', VNU_JAR, '--errors-only', '--no-langdetect', '--format', 'json', ...files];
  const report = await run('java', args, { maxBuffer: 64 * 1024 * 1024, timeout: 150_000 }).then(
    ({ stderr }) => stderr,
    // The checker exits 1 when it found an error; the report is the same.
    (failure: Error & { stderr?: string }) => {
      if (!failure.stderr)
        throw new Error(`The Nu Html Checker did not run (it needs Java 17, see .ci/run): ${failure.message}`);
      return failure.stderr;
    },
  );
  return (JSON.parse(report) as { messages: VnuMessage[] }).messages;
}

test.describe('the server-rendered HTML', () => {
  test(
    'of every route in German and Arabic has no error by the Nu Html Checker',
    { tag: '@desktop' },
    async ({ request }) => {
      // About 20 s of checking and as long for the renders on an idle machine; far more on a busy one.
      test.setTimeout(240_000);
      const folder = mkdtempSync(path.join(tmpdir(), 'html-checker-'));
      try {
        const pages = (await sitePaths(request)).flatMap((page) =>
          CONTENT_PAGE_LOCALES.map((locale) => `${page}?locale=${locale}`),
        );
        const fileOf = new Map<string, string>();
        const checked = new Set<string>();
        // Two at a time: the site renders on two cores.
        for (let start = 0; start < pages.length; start += 2) {
          await Promise.all(
            pages.slice(start, start + 2).map(async (page, offset) => {
              const response = await request.get(page);
              expect(response.status(), page).toBe(200);
              expect(response.headers()['content-type'], page).toContain('text/html');
              // A route that redirects (the latest event) shows a page checked under its own address.
              if (checked.has(response.url())) return;
              checked.add(response.url());
              const file = path.join(folder, `page-${start + offset}.html`);
              writeFileSync(file, await response.body());
              fileOf.set(`file:${file}`, page);
            }),
          );
        }

        const errors = (await check([...fileOf.keys()].map((url) => url.slice('file:'.length))))
          .filter((message) => !CONTAINER_QUERY_MESSAGE.test(message.message))
          .map((message) => `${fileOf.get(message.url) ?? message.url}:${message.lastLine ?? '?'} ${message.message}`);

        expect(errors).toEqual([]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );
});
