#!/usr/bin/env node
/**
 * Lighthouse (mobile) for the job board and one job detail page. The job is the newest of the jobs
 * service; its canonical path is the one the site redirects `/job-boerse/{id}` to.
 * Usage: node tools/bench/lighthouse-job-board.mjs (site running; BASE_URL overrides the origin).
 */
import { assertSiteRunning, newestJobPath, runLighthouse } from './lib/lighthouse.mjs';

await assertSiteRunning();
await runLighthouse(['/job-boerse', await newestJobPath()]);
