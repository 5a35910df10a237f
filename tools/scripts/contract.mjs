#!/usr/bin/env node
/**
 * Runs the content-service contract tests (libs/cms-client/contract) against a running Strapi: every query
 * of cms-client in de, en, tr and ar, in the v4 and the v5 response format. The CMS must be up already
 * (the end-to-end runner calls this while its stack runs); CMS_URL and CMS_API_TOKEN default to the local
 * values. Extra arguments go to Jest. Exits with Jest's code.
 */
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const cmsUrl = (process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/$/, '');

const healthy = await fetch(`${cmsUrl}/_health`).then(
  (response) => response.ok,
  () => false,
);
if (!healthy) {
  console.error(`The content service does not answer at ${cmsUrl}/_health; start it first (npm start, or apps/cms/README.md).`);
  process.exit(1);
}

const result = spawnSync('npx', ['jest', '-c', 'libs/cms-client/jest.contract.config.cjs', ...process.argv.slice(2)], {
  cwd: workspaceRoot,
  stdio: 'inherit',
  env: { ...process.env, CMS_URL: cmsUrl },
});
process.exit(result.status ?? 1);
