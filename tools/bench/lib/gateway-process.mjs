/**
 * Gateways a benchmark starts itself: `dist/apps/gateway/main.js` (built before) on a port of its own,
 * with the running site's settings from the environment plus `env`, serving no metrics unless told to.
 */
import { spawn } from 'node:child_process';

export function startGateway(port, env) {
  return spawn(process.execPath, ['dist/apps/gateway/main.js'], {
    env: { ...process.env, PORT: String(port), METRICS_PORT: '0', NODE_NO_WARNINGS: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves once `url` answers 2xx (at most a minute). */
export async function waitFor(url) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (await fetch(url).then((response) => response.ok, () => false)) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}
