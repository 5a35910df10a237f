/**
 * Every route of the page registry (`libs/site-routes`) as a path of the running site: a parameter is
 * filled from the services (the newest job, article and event), and the editors' pages (`/:pageSlug`) are
 * all the CMS holds.
 */
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_URL, newestJobPath } from './lighthouse.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The registry as the site's code defines it. */
async function loadSitePages() {
  const { outputFiles } = await build({
    entryPoints: [join(ROOT, 'libs/site-routes/src/lib/site-pages.ts')],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  const { SITE_PAGES } = await import(
    `data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`
  );
  return SITE_PAGES;
}

/** The slugs of a CMS collection in German, newest first (`limit` of them). */
async function cmsSlugs(collection, limit) {
  const query = `sort[0]=createdAt:desc&fields[0]=slug&pagination[pageSize]=${limit}&locale=de`;
  const body = await fetch(`${BASE_URL}/cms/api/${collection}?${query}`).then((response) =>
    response.ok ? response.json() : { data: [] },
  );
  return body.data.map((entry) => entry.slug ?? entry.attributes?.slug).filter(Boolean);
}

export async function sitePaths() {
  const [sitePages, jobPath, [article], [event], editorPages] = await Promise.all([
    loadSitePages(),
    newestJobPath(),
    cmsSlugs('articles', 1),
    cmsSlugs('veranstaltungens', 1),
    cmsSlugs('seiten', 100),
  ]);
  const filled = {
    '/job-boerse/:jobParam': [jobPath],
    '/ratgeber/:slug': article ? [`/ratgeber/${encodeURIComponent(article)}`] : [],
    '/veranstaltungen/:slug': event ? [`/veranstaltungen/${encodeURIComponent(event)}`] : [],
    '/:pageSlug': editorPages.map((slug) => `/${encodeURIComponent(slug)}`),
  };
  return sitePages.flatMap((page) => filled[page.path] ?? [page.path]);
}

/** The languages a script measures in: `--locales=de,ar` among its arguments, both by default. */
export function localesArgument(args) {
  return (args.find((arg) => arg.startsWith('--locales='))?.slice('--locales='.length) ?? 'de,ar').split(',');
}

/** A path of the site in one language, as the benchmarks ask for it (`?locale=`, kept beside a query). */
export function localePageUrl(path, locale) {
  return `${BASE_URL}${path}${path.includes('?') ? '&' : '?'}locale=${locale}`;
}
