/**
 * Gateways a benchmark starts itself: `dist/apps/gateway/main.js` (built before) on a port of its own,
 * with the running site's settings from the environment plus `env`, serving no metrics unless told to.
 */
import { spawn } from 'node:child_process';
import { waitForHealth } from '../../scripts/stack.mjs';

export function startGateway(port, env) {
  return spawn(process.execPath, ['dist/apps/gateway/main.js'], {
    env: { ...process.env, PORT: String(port), METRICS_PORT: '0', NODE_NO_WARNINGS: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves once the gateway on `port` answers its health check (at most a minute); fails at once if it exits. */
export function gatewayReady(child, port) {
  return waitForHealth('gateway', `http://127.0.0.1:${port}/healthz`, { timeoutMs: 60_000, child });
}

/** Stops the gateway and resolves once it has exited, so what it used can be removed. */
export async function stopGateway(child) {
  if (child.exitCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
