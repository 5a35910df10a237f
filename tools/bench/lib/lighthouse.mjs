/**
 * Runs Lighthouse (mobile, the default form factor) in Debian's Chromium against pages of a running
 * site and prints the scores and the three Core Web Vitals it measures in the lab.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { percentile } from './stats.mjs';

export const BASE_URL = process.env.BASE_URL ?? 'http://localhost:4200';

/** Debian's Chromium for Lighthouse, without the background traffic the closed network cannot answer. */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
}

export async function runLighthouse(paths) {
  await assertSiteRunning();
  const chrome = await launchChrome();
  const rows = [];
  try {
    for (const path of paths) {
      const { categories, audits } = await audit(`${BASE_URL}${path}`, chrome.port);
      rows.push({
        page: path,
        performance: score(categories.performance),
        accessibility: score(categories.accessibility),
        'best-practices': score(categories['best-practices']),
        seo: score(categories.seo),
        'LCP (ms)': Math.round(audits['largest-contentful-paint'].numericValue),
        'TBT (ms)': Math.round(audits['total-blocking-time'].numericValue),
        CLS: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      });
    }
  } finally {
    await chrome.kill();
  }
  console.info(`Lighthouse (mobile) against ${BASE_URL}`);
  console.table(rows);
  return rows;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run; `blockScripts` measures the page's server HTML alone (what its script costs it),
 * `keepStorage` keeps what the browser stored for the site (Lighthouse clears it otherwise),
 * `performanceOnly` leaves out the other categories (a run takes about half the time), `cpuSlowdown`
 * replaces the simulated phone's CPU slowdown (Lighthouse's default is 4).
 */
export async function audit(url, port, options = {}) {
  return (await auditWithArtifacts(url, port, options)).lhr;
}

/** `audit`, with what Lighthouse gathered (its trace among them) beside the report. */
export async function auditWithArtifacts(url, port, { blockScripts = false, keepStorage = false, performanceOnly = false, cpuSlowdown } = {}) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    ...(blockScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
    ...(keepStorage ? { disableStorageReset: true } : {}),
    ...(performanceOnly ? { onlyCategories: ['performance'] } : {}),
    ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
  };
  for (let attempt = 1; ; attempt += 1) {
    const { lhr, artifacts } = await lighthouse(url, flags);
    if (!lhr.runtimeError) {
      return { lhr, artifacts };
    }
    if (attempt === ATTEMPTS) {
      throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
    }
  }
}

export function score(category) {
  return Math.round((category?.score ?? 0) * 100);
}

/**
 * The performance score and the lab's Core Web Vitals of several runs of one page, each the median, and
 * the host's CPU power Lighthouse measured during them (`benchmarkIndex`). Lighthouse's simulated phone is
 * this machine's speed slowed four times, a slowdown meant for a host of 1 500–2 000 (Lighthouse's
 * docs/throttling.md): on a slower or busier host the same page blocks longer, so figures of two runs
 * compare only at a like CPU.
 */
export function medianVitals(results) {
  const median = (pick) => percentile(results.map(pick), 0.5);
  const metric = (id) => median((lhr) => lhr.audits[id].numericValue);
  return {
    score: median((lhr) => score(lhr.categories.performance)),
    'LCP ms': Math.round(metric('largest-contentful-paint')),
    'TBT ms': Math.round(metric('total-blocking-time')),
    CLS: Number(metric('cumulative-layout-shift').toFixed(3)),
    'host CPU': Math.round(median((lhr) => lhr.environment.benchmarkIndex)),
  };
}

export async function assertSiteRunning() {
  const up = await fetch(`${BASE_URL}/healthz`).then((r) => r.ok, () => false);
  if (!up) {
    console.error(`No site at ${BASE_URL}. Start it first: npm start (or set BASE_URL).`);
    process.exit(2);
  }
}

/** The canonical path of the jobs service's newest job: `/job-boerse/{id}` redirects there. */
export async function newestJobPath() {
  const response = await fetch(`${BASE_URL}/jobs-api/jobs?page=1`);
  if (!response.ok) {
    console.error(`The jobs service answers ${response.status} through ${BASE_URL}/jobs-api; no job page to measure.`);
    process.exit(2);
  }
  const { data } = await response.json();
  const redirect = await fetch(`${BASE_URL}/job-boerse/${data[0].id}`, { redirect: 'manual' });
  return redirect.headers.get('location') ?? `/job-boerse/${data[0].id}`;
}
