#!/usr/bin/env node
/** `npm start`: the whole site with its local services, until Ctrl-C. */
import { startStack, stopStack } from './stack.mjs';

let shuttingDown = false;
async function shutdown(code) {
  if (shuttingDown) {
    return;
  }
  shuttingDown = true;
  console.info('\n[start] stopping…');
  await stopStack();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  const started = Date.now();
  const { siteUrl, cmsAdminUrl } = await startStack();
  console.info(`\n  Site:        ${siteUrl}`);
  if (cmsAdminUrl) {
    console.info(`  CMS admin:   ${cmsAdminUrl}  (see apps/cms/README.md for the local login)`);
  }
  console.info(`  Logs:        .data/logs/\n  Ready after ${Math.round((Date.now() - started) / 1000)} s. Press Ctrl-C to stop.\n`);
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  await shutdown(1);
}
