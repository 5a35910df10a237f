#!/usr/bin/env node
/**
 * Lighthouse (mobile) for the job board and one job detail page. The job is the newest of the jobs
 * service; its canonical path is the one the site redirects `/job-boerse/{id}` to.
 * Usage: node tools/bench/lighthouse-job-board.mjs (site running; BASE_URL overrides the origin).
 */
import { assertSiteRunning, BASE_URL, runLighthouse } from './lib/lighthouse.mjs';

async function jobDetailPath() {
  const response = await fetch(`${BASE_URL}/jobs-api/jobs?page=1`);
  if (!response.ok) {
    console.error(`The jobs service answers ${response.status} through ${BASE_URL}/jobs-api; no job page to measure.`);
    process.exit(2);
  }
  const { data } = await response.json();
  const redirect = await fetch(`${BASE_URL}/job-boerse/${data[0].id}`, { redirect: 'manual' });
  return redirect.headers.get('location') ?? `/job-boerse/${data[0].id}`;
}

await assertSiteRunning();
await runLighthouse(['/job-boerse', await jobDetailPath()]);
