#!/usr/bin/env node
/**
 * Mutation testing of the libs with Stryker, one lib after the other (each run uses one core):
 * `npm run test:mutation` runs every lib that has a `stryker.config.mjs`, `npm run test:mutation -- bookmarks i18n`
 * the ones named. Each lib keeps its results in reports/stryker/<lib>/ (the incremental file and an HTML
 * report), so a run repeats only the mutants whose code or specs changed. The scores are printed, not enforced.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const configOf = (lib) => path.join('libs', lib, 'stryker.config.mjs');
const configured = readdirSync(path.join(workspaceRoot, 'libs')).filter((lib) => existsSync(path.join(workspaceRoot, configOf(lib))));

const requested = process.argv.slice(2);
const unknown = requested.filter((lib) => !configured.includes(lib));
if (unknown.length > 0) {
  console.error(`No mutation configuration for ${unknown.join(', ')}; configured: ${configured.join(', ')}`);
  process.exit(1);
}

/** Stryker's mutation score: detected mutants among those a test could have detected. */
function scoreOf(lib) {
  const report = JSON.parse(readFileSync(path.join(workspaceRoot, 'reports/stryker', lib, 'incremental.json'), 'utf8'));
  const counts = { detected: 0, undetected: 0 };
  for (const file of Object.values(report.files)) {
    for (const { status } of file.mutants) {
      if (status === 'Killed' || status === 'Timeout') counts.detected += 1;
      if (status === 'Survived' || status === 'NoCoverage') counts.undetected += 1;
    }
  }
  const total = counts.detected + counts.undetected;
  return { ...counts, score: total === 0 ? 100 : (100 * counts.detected) / total };
}

let exitCode = 0;
const scores = [];
for (const lib of requested.length > 0 ? requested : configured) {
  const run = spawnSync(path.join(workspaceRoot, 'node_modules/.bin/stryker'), ['run', configOf(lib)], { cwd: workspaceRoot, stdio: 'inherit' });
  if (run.status !== 0) {
    exitCode = run.status ?? 1;
    continue;
  }
  scores.push({ lib, ...scoreOf(lib) });
}
for (const { lib, score, detected, undetected } of scores) {
  console.log(`${lib.padEnd(16)} ${score.toFixed(1).padStart(5)} %  (${detected} detected, ${undetected} survived or uncovered)`);
}
process.exit(exitCode);
