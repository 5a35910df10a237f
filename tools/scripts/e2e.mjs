#!/usr/bin/env node
/**
 * Starts the site with its real local services once, runs the content-service contract tests (against
 * its CMS, then against a second CMS on PostgreSQL), the gateway's image and both Playwright suites against
 * it and stops everything again. A site already running on the port is reused.
 */
import { spawnSync } from 'node:child_process';
import { startStack, stopStack, workspaceRoot } from './stack.mjs';

const port = Number(process.env.PORT ?? 4200);
const running = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
let exitCode = 0;
try {
  if (!running) {
    await startStack({ port });
  }
  const contract = spawnSync('node', ['tools/scripts/contract.mjs'], { cwd: workspaceRoot, stdio: 'inherit' });
  exitCode ||= contract.status ?? 1;
  // The same contract against a second CMS on a throw-away PostgreSQL (skipped without the binaries).
  const contractOnPostgres = spawnSync('node', ['tools/scripts/contract-postgres.mjs'], { cwd: workspaceRoot, stdio: 'inherit' });
  exitCode ||= contractOnPostgres.status ?? 1;
  // The gateway's image against the same services (fails under CI=true where no container engine works).
  const image = spawnSync('node', ['tools/images/image.test.mjs'], { cwd: workspaceRoot, stdio: 'inherit' });
  exitCode ||= image.status ?? 1;
  for (const suite of ['jobseekers-e2e', 'employers-e2e']) {
    const result = spawnSync('npx', ['playwright', 'test', '-c', `apps/${suite}/playwright.config.ts`, ...process.argv.slice(2)], {
      cwd: workspaceRoot,
      stdio: 'inherit',
      env: { ...process.env, BASE_URL: `http://localhost:${port}` },
    });
    exitCode ||= result.status ?? 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await stopStack();
}
process.exit(exitCode);
