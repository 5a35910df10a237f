#!/usr/bin/env node
/**
 * The performance figures of the site in one run, side by side:
 * 1. per page, Lighthouse (mobile, its default simulated phone) with the page's scripts and with every
 *    script blocked (the ceiling of the server's HTML alone): performance score, TBT, LCP, CLS and the
 *    JavaScript sent (gzip), as the median of RUNS runs;
 * 2. the gateway at 50 connections on `/` and a job page: requests/s, p50, p99 (tools/bench/lib/load.mjs).
 * Pages: `/`, `/arbeitgebende`, `/job-boerse`, the newest job, `/veranstaltungen`, the newest article.
 * Starts nothing; nothing here asserts on time. On a two-core machine compare figures of one run only.
 * Usage: node tools/bench/performance.mjs [--no-load] [path ...]   (site running; BASE_URL overrides)
 * Env: BENCH_RUNS (3), and the load variables of tools/bench/site.mjs.
 */
import { audit, assertSiteRunning, BASE_URL, launchChrome, newestJobPath, score } from './lib/lighthouse.mjs';
import { CONNECTIONS, load, SECONDS } from './lib/load.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const args = process.argv.slice(2);
const withLoad = !args.includes('--no-load');

function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The newest article's page, or null while the CMS has none. */
async function newestArticlePath() {
  const query = 'sort[0]=createdAt:desc&pagination[pageSize]=1&fields[0]=slug&locale=de';
  const body = await fetch(`${BASE_URL}/cms/api/articles?${query}`).then((response) => (response.ok ? response.json() : null), () => null);
  const slug = body?.data?.[0]?.attributes?.slug ?? body?.data?.[0]?.slug;
  return slug ? `/ratgeber/${encodeURIComponent(slug)}` : null;
}

function figures(lhr) {
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    tbt: lhr.audits['total-blocking-time'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    js: (scripts?.transferSize ?? 0) / 1024,
  };
}

async function measure(path, port) {
  const runs = { scripts: [], blocked: [] };
  for (let run = 0; run < RUNS; run += 1) {
    runs.scripts.push(figures(await audit(`${BASE_URL}${path}`, port)));
    runs.blocked.push(figures(await audit(`${BASE_URL}${path}`, port, { blockScripts: true })));
  }
  const of = (list, key) => median(list.map((entry) => entry[key]));
  return {
    page: path,
    perf: of(runs.scripts, 'performance'),
    'perf, no JS': of(runs.blocked, 'performance'),
    'TBT ms': Math.round(of(runs.scripts, 'tbt')),
    'LCP ms': Math.round(of(runs.scripts, 'lcp')),
    'LCP no JS': Math.round(of(runs.blocked, 'lcp')),
    CLS: Number(of(runs.scripts, 'cls').toFixed(3)),
    a11y: of(runs.scripts, 'accessibility'),
    'JS kB gzip': Number(of(runs.scripts, 'js').toFixed(1)),
  };
}

await assertSiteRunning();
const jobPath = await newestJobPath();
const requested = args.filter((arg) => arg.startsWith('/'));
const paths =
  requested.length > 0
    ? requested
    : ['/', '/arbeitgebende', '/job-boerse', jobPath, '/veranstaltungen', await newestArticlePath()].filter(Boolean);

const chrome = await launchChrome();
const pages = [];
try {
  for (const path of paths) {
    pages.push(await measure(path, chrome.port));
  }
} finally {
  await chrome.kill();
}
console.info(`Lighthouse (mobile), median of ${RUNS} runs per column, against ${BASE_URL}`);
console.table(pages);

if (withLoad) {
  const rows = [];
  for (const path of ['/', jobPath]) {
    rows.push(...(await load(path)));
  }
  console.info(`Gateway: ${CONNECTIONS} connections, ${SECONDS} s per page, gzip accepted`);
  console.table(rows);
}
