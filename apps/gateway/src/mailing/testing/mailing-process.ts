import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const workspaceRoot = path.resolve(__dirname, '../../../../..');

export interface MailingProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote, for the message of a failed test. */
  output: () => string;
}

/**
 * The mailing plugin and worker alone (testing/mailing-only-main.ts), bundled like the gateway, so a real
 * process can be started and killed. The bundle goes inside the workspace, where node_modules resolve
 * the packages it leaves external; `remove` deletes it again.
 */
export async function bundleMailingProcess(): Promise<{ bundle: string; remove: () => void }> {
  const bundleDir = path.join(workspaceRoot, 'tmp', `mailing-process-${process.pid}-${randomUUID().slice(0, 8)}`);
  const bundle = path.join(bundleDir, 'mailing-only-main.cjs');
  mkdirSync(bundleDir, { recursive: true });
  const rootPackage = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8'));
  const { compilerOptions } = JSON.parse(readFileSync(path.join(workspaceRoot, 'tsconfig.base.json'), 'utf8'));
  await build({
    entryPoints: [path.join(__dirname, 'mailing-only-main.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: [...Object.keys(rootPackage.dependencies), ...Object.keys(rootPackage.devDependencies)],
    alias: Object.fromEntries(
      Object.entries(compilerOptions.paths as Record<string, string[]>).map(([name, [target]]) => [
        name,
        path.join(workspaceRoot, target),
      ]),
    ),
    logLevel: 'error',
  });
  return { bundle, remove: () => rmSync(bundleDir, { recursive: true, force: true }) };
}

/** Starts the bundle and resolves once it announces its address. */
export function startMailingProcess(bundle: string, env: NodeJS.ProcessEnv): Promise<MailingProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundle], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\S+)/.exec(output);
      if (match) {
        resolve({ child, url: match[1], output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`mailing process exited (${code}) before listening:\n${output}`)));
  });
}

export function isRunning(running: MailingProcess | undefined): running is MailingProcess {
  return running !== undefined && running.child.exitCode === null && running.child.signalCode === null;
}

/** kill -9: no shutdown hook runs, nothing is flushed. */
export function killHard(running: MailingProcess): Promise<void> {
  return new Promise((resolve) => {
    if (!isRunning(running)) {
      resolve();
      return;
    }
    running.child.once('exit', () => resolve());
    running.child.kill('SIGKILL');
  });
}
