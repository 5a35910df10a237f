import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const workspaceRoot = path.resolve(__dirname, '../../../..');

/** What the stand-in apps render for every page: enough text to be compressed. */
const STAND_IN_PAGE = `<!doctype html><html lang="de"><head><title>Seite</title></head><body><main>${'<p>Beratung und Jobs in Berlin.</p>'.repeat(100)}</main></body></html>`;

const STAND_IN_SERVER_ENTRY = `export async function render() { return { kind: 'html', status: 200, html: ${JSON.stringify(STAND_IN_PAGE)} }; }\n`;

export interface GatewayBuild {
  main: string;
  /** Both apps as stand-ins: a manifest with one entry, and a server entry that renders one small page. */
  appsDistDir: string;
  remove: () => void;
}

/** A folder of the workspace (so node_modules resolve) for one test's builds. */
export function temporaryBuildDir(name: string): string {
  return path.join(workspaceRoot, 'tmp', `${name}-${process.pid}-${randomUUID().slice(0, 8)}`);
}

/** A Node service (`apps/gateway`, `apps/jobs-service` …) bundled as its build does (tools/scripts/build-node.mjs) into `dir`; returns its main.js. */
export function bundleService(projectRoot: string, dir: string): string {
  const built = spawnSync(process.execPath, ['tools/scripts/build-node.mjs', projectRoot], {
    cwd: workspaceRoot,
    env: { ...process.env, NODE_DIST_DIR: path.relative(workspaceRoot, dir) },
    encoding: 'utf8',
  });
  if (built.status !== 0) {
    throw new Error(`building ${projectRoot} failed:\n${built.stdout}${built.stderr}`);
  }
  return path.join(dir, projectRoot, 'main.js');
}

/**
 * The gateway's `main.ts` bundled as `npx nx build gateway` does, with stand-ins for the apps' builds: a
 * real gateway process in a second or two, without building the apps or running their services.
 * `serverEntry` is the stand-in apps' server module; by default each renders one small page.
 */
export function buildGatewayProcess({ serverEntry = STAND_IN_SERVER_ENTRY }: { serverEntry?: string } = {}): GatewayBuild {
  const dir = temporaryBuildDir('gateway-process');
  const main = bundleService('apps/gateway', dir);
  const appsDistDir = path.join(dir, 'apps-stand-in');
  for (const app of ['jobseekers', 'employers']) {
    mkdirSync(path.join(appsDistDir, app, 'client/.vite'), { recursive: true });
    mkdirSync(path.join(appsDistDir, app, 'server'), { recursive: true });
    writeFileSync(
      path.join(appsDistDir, app, 'client/.vite/manifest.json'),
      JSON.stringify({ 'src/main.tsx': { file: 'assets/main.js', isEntry: true } }),
    );
    writeFileSync(path.join(appsDistDir, app, 'server/entry-server.mjs'), serverEntry);
  }
  return {
    main,
    appsDistDir,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface GatewayProcess {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code (or the signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals>;
  /** Everything the process wrote to stdout and stderr. */
  output: () => string;
}

/** Starts the built gateway on a free port with `env` (on top of the test's own environment). */
export function startGatewayProcess(build: GatewayBuild, env: NodeJS.ProcessEnv): Promise<GatewayProcess> {
  return startServiceProcess(build.main, { APPS_DIST_DIR: build.appsDistDir, PORT: '0', METRICS_PORT: '0', ...env });
}

/** Starts a built service (`bundleService`) with `env`; resolves once it logs the address it listens at. */
export function startServiceProcess(main: string, env: NodeJS.ProcessEnv): Promise<GatewayProcess> {
  const child = spawn(process.execPath, [main], {
    cwd: workspaceRoot,
    env: { ...process.env, NODE_NO_WARNINGS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal as NodeJS.Signals))),
  );
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        resolve({ child, url: match[1], exited, output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`${path.relative(workspaceRoot, main)} exited (${code}) before listening:\n${output}`)));
  });
}

/** The JSON log lines the process wrote whose message starts with `prefix`, in order. */
export function logMessages(output: string, prefix: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { msg?: string }).msg ?? '')
    .filter((message) => message.startsWith(prefix));
}
