#!/usr/bin/env node
/**
 * Runs the content-service contract tests against a CMS on PostgreSQL: starts a throw-away cluster, a
 * second Strapi on it (another port, its own uploads folder, an empty database that the seed fills as on
 * SQLite), runs tools/scripts/contract.mjs against it and stops both. The CMS must be built (`npm start`
 * or the end-to-end runner builds it); a CMS already running on :1337 is left alone. Without the
 * PostgreSQL server binaries it says so and exits 0. Extra arguments go to Jest.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cmsEnv, cmsRoot, startService, stopStack, waitForHealth, workspaceRoot } from './stack.mjs';
import { freePort, postgresMissingReason, startTemporaryPostgres } from './temporary-postgres.mjs';

/**
 * The first start on an empty database seeds every locale with its images: 70–115 s on two idle cores,
 * several minutes on a busy machine.
 */
const FIRST_START_TIMEOUT_MS = 600_000;

const missing = postgresMissingReason();
if (missing) {
  // CI installs PostgreSQL (.ci/run): there a missing server fails the run instead of hiding the tests.
  if (process.env.CI === 'true') {
    console.error(`[contract:postgres] cannot run under CI=true: ${missing}`);
    process.exit(1);
  }
  console.warn(`[contract:postgres] skipped: ${missing}`);
  process.exit(0);
}
if (!existsSync(path.join(cmsRoot, 'dist', 'build', 'index.html'))) {
  console.error('[contract:postgres] the content service is not built; run `npm start` once (or apps/cms: npm run build).');
  process.exit(1);
}

const cluster = await startTemporaryPostgres({ label: 'cms' });
const publicDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-cms-public-'));
let exitCode = 1;
try {
  mkdirSync(path.join(publicDir, 'uploads'));
  const databaseUrl = await cluster.createDatabase('cms');
  const port = await freePort();
  const cmsUrl = `http://127.0.0.1:${port}`;
  console.info(`[contract:postgres] starting a CMS on PostgreSQL at ${cmsUrl} (first start seeds the content, 1–2 min)…`);
  const cms = startService('cms-postgres', 'npm', ['run', 'start'], {
    cwd: cmsRoot,
    env: {
      ...cmsEnv(),
      PORT: String(port),
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: databaseUrl,
      PUBLIC_DIR: publicDir,
      // Its content must not reach the search index of the site: nothing listens on the discard port.
      SEARCH_URL: 'http://127.0.0.1:9',
    },
  });
  const startedAt = Date.now();
  await waitForHealth('content service on PostgreSQL', `${cmsUrl}/_health`, { timeoutMs: FIRST_START_TIMEOUT_MS, child: cms });
  console.info(`[contract:postgres] ready after ${Math.round((Date.now() - startedAt) / 1000)} s; running the contract tests`);
  const contract = spawnSync('node', ['tools/scripts/contract.mjs', ...process.argv.slice(2)], {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { ...process.env, CMS_URL: cmsUrl },
  });
  exitCode = contract.status ?? 1;
} catch (error) {
  console.error(`[contract:postgres] ${error instanceof Error ? error.message : error}`);
} finally {
  await stopStack();
  await cluster.stop();
  rmSync(publicDir, { recursive: true, force: true });
}
process.exit(exitCode);
