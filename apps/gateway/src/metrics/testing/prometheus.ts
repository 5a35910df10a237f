import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeWhere } from '../../testing/describe-where';

/** Debian's `prometheus` package (installed by .ci/run). */
export const PROMETHEUS = '/usr/bin/prometheus';
export const PROMTOOL = '/usr/bin/promtool';
/** Debian's `prometheus-alertmanager` package. */
export const AMTOOL = '/usr/bin/amtool';

const DEBIAN_PACKAGES: Record<string, string> = {
  [PROMETHEUS]: 'prometheus',
  [PROMTOOL]: 'prometheus',
  [AMTOOL]: 'prometheus-alertmanager',
};

/** Why tests that need the binary are skipped on this machine, or null when they can run. */
export function prometheusMissingReason(binary: string): string | null {
  return existsSync(binary) ? null : `${binary} not found: apt-get install -y --no-install-recommends ${DEBIAN_PACKAGES[binary]}`;
}

/** `describe` where the binary is installed; elsewhere the block is skipped and says why (fails under CI=true). */
export function describeWith(binary: string, name: string, block: () => void): void {
  describeWhere(prometheusMissingReason(binary), name, block);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningPrometheus {
  url: string;
  /** The result of an instant query (`/api/v1/query`). */
  query(expression: string): Promise<{ metric: Record<string, string>; value: [number, string] }[]>;
  stop(): Promise<void>;
}

/**
 * A real Prometheus scraping `targets` (host:port of the gateways' metrics ports) every second as the job
 * `jobpoint-gateway`, with the site's alert rules loaded, in a temporary folder removed by `stop()`.
 */
export async function startPrometheus(targets: string[], rulesFile: string): Promise<RunningPrometheus> {
  const dir = mkdtempSync(path.join(tmpdir(), 'jobpoint-prometheus-'));
  const configFile = path.join(dir, 'prometheus.yml');
  writeFileSync(
    configFile,
    [
      'global: { scrape_interval: 1s, evaluation_interval: 1s }',
      `rule_files: [${JSON.stringify(rulesFile)}]`,
      'scrape_configs:',
      '  - job_name: jobpoint-gateway',
      `    static_configs: [{ targets: ${JSON.stringify(targets)} }]`,
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(
    PROMETHEUS,
    [`--config.file=${configFile}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    const ready = await fetch(`${url}/-/ready`).then((response) => response.ok, () => false);
    if (ready) {
      break;
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Prometheus did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop,
    async query(expression) {
      const response = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(expression)}`);
      const answer = (await response.json()) as { status: string; data: { result: { metric: Record<string, string>; value: [number, string] }[] } };
      if (answer.status !== 'success') {
        throw new Error(`query ${expression} failed: ${JSON.stringify(answer)}`);
      }
      return answer.data.result;
    },
  };
}
