import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { loadMailingConfig } from './mailing-config';
import { Outbox } from './outbox';
import { FakeBrevo } from './testing/fake-brevo';
import { COMPANY, eventually, NEWSLETTER, temporaryDataDir, testEnv } from './testing/mailing-test-app';

const workspaceRoot = path.resolve(__dirname, '../../../..');
// Inside the workspace, so the bundle finds node_modules for the packages it leaves external.
const bundleDir = path.join(workspaceRoot, 'tmp', `mailing-crash-test-${process.pid}`);
const bundle = path.join(bundleDir, 'mailing-only-main.cjs');

/** The mailing plugin and worker alone, bundled like the gateway, so a real process can be killed. */
beforeAll(async () => {
  mkdirSync(bundleDir, { recursive: true });
  const rootPackage = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8'));
  const { compilerOptions } = JSON.parse(readFileSync(path.join(workspaceRoot, 'tsconfig.base.json'), 'utf8'));
  await build({
    entryPoints: [path.join(__dirname, 'testing/mailing-only-main.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: [...Object.keys(rootPackage.dependencies), ...Object.keys(rootPackage.devDependencies)],
    alias: Object.fromEntries(
      Object.entries(compilerOptions.paths as Record<string, string[]>).map(([name, [target]]) => [name, path.join(workspaceRoot, target)]),
    ),
    logLevel: 'error',
  });
}, 30_000);

afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  url: string;
}

function startProcess(env: NodeJS.ProcessEnv): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundle], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\S+)/.exec(output);
      if (match) {
        resolve({ child, url: match[1] });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`mailing process exited (${code}) before listening:\n${output}`)));
  });
}

function killHard(running: Running): Promise<void> {
  return new Promise((resolve) => {
    running.child.once('exit', () => resolve());
    running.child.kill('SIGKILL');
  });
}

describe('a gateway killed with submissions in its outbox', () => {
  let brevo: FakeBrevo;
  let data: ReturnType<typeof temporaryDataDir>;
  let running: Running | undefined;

  beforeEach(async () => {
    brevo = await new FakeBrevo().start();
    data = temporaryDataDir();
  });

  afterEach(async () => {
    if (running && running.child.exitCode === null && running.child.signalCode === null) {
      await killHard(running);
    }
    await brevo.stop();
    data.remove();
  });

  it('delivers a signup accepted before the kill once it runs again', async () => {
    // The attempt during the request fails, so the signup is only in the outbox when the process dies.
    brevo.respond({ status: 503 });
    // The next attempt is two seconds away: long enough to kill the process before it happens.
    const env = { ...testEnv(data.dir, brevo.url), OUTBOX_RETRY_BASE_MS: '2000' };
    running = await startProcess(env);
    const response = await fetch(`${running.url}/api/brevo/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(NEWSLETTER),
    });
    expect(response.status).toBe(202);
    await killHard(running);
    expect(brevo.accepted).toHaveLength(0);

    running = await startProcess(env);
    await eventually(() => brevo.accepted.length === 1);
    expect(brevo.requests).toHaveLength(2);
    expect(brevo.accepted[0].body['email']).toBe(NEWSLETTER.email);
  }, 30_000);

  it('repeats mails cut off by the kill with their idempotency keys, so each recipient gets one', async () => {
    // Brevo takes both mails but the process dies before it hears back.
    brevo.respond('take-and-hang', 'take-and-hang');
    const env = { ...testEnv(data.dir, brevo.url), BREVO_TIMEOUT_MS: '1000' };
    running = await startProcess(env);
    const request = fetch(`${running.url}/api/brevo/company`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(COMPANY),
    }).catch(() => 'connection lost');
    await brevo.waitForRequests(2);
    await killHard(running);
    expect(await request).toBe('connection lost');

    running = await startProcess(env);
    const config = loadMailingConfig(env);
    const outbox = new Outbox(config.outboxFile);
    try {
      await eventually(() => outbox.entries('delivered').length === 1, 15_000);
    } finally {
      outbox.close();
    }
    expect(brevo.requests).toHaveLength(4);
    const keys = brevo.requests.map((r) => (r.body['headers'] as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    expect(brevo.accepted.map((mail) => (mail.body['to'] as { email: string }[])[0].email).sort()).toEqual([
      'companies@org.test',
      'hr@muster.example',
    ]);
  }, 30_000);
});
