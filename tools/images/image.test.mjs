#!/usr/bin/env node
/**
 * `npm run test:images`: builds the gateway image and runs it as a deployment does (production settings,
 * the image's own user, its own port) against the local CMS, jobs service and search service, which must
 * be running (`npm start`, or the stack of tools/scripts/e2e.mjs). Checked: `/readyz` 200, a page with
 * the CMS's content, a form submission stored in the outbox, JSON log lines on stdout, and a stop with
 * SIGTERM that drains (readiness off first, exit 0 within `stop -t 30`).
 *
 * Production refuses the local services' secrets, so the test stands between: a proxy puts the local CMS
 * token in place of the gateway's own, and a captcha stand-in accepts the form's token. Mails go nowhere
 * (Brevo at a closed port), so the submission stays in the outbox. Without a container engine the test
 * fails under CI=true and is skipped, loudly, elsewhere.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { buildImage, buildVersion, describeBuilt, engineOutput, ensureBaseImage, ensureNodeRuntime, findContainerEngine, spawnEngine } from './images.mjs';

const started = performance.now();
const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
const LOCAL_CMS_READ_TOKEN = process.env.CMS_API_TOKEN ?? 'local-cms-read-token-2f7c9a41d8e3b56f';
const SERVICES = {
  CMS: `${CMS_URL}/_health`,
  'jobs service': `${process.env.JOBS_SERVICE_URL ?? 'http://127.0.0.1:4310'}/healthz`,
  'search service': `${process.env.SEARCH_URL ?? 'http://127.0.0.1:4320'}/healthz`,
};
/** The image's own production secrets; none of them is a local default. */
const SECRETS = {
  CMS_API_TOKEN: 'image-test-cms-read-token-5e1d9b',
  CMS_PREVIEW_TOKEN: 'image-test-cms-drafts-token-0c7a4f',
  PREVIEW_SECRET: 'image-test-preview-secret-83b2',
  CMS_WEBHOOK_SECRET: 'image-test-webhook-secret-6f90',
  BREVO_API_KEY: 'image-test-brevo-key',
  CAPTCHA_SECRET: 'image-test-captcha-secret',
};
/** Short, so the test does not wait out the default 5 s; the stop still has to wait for it. */
const DRAIN_MS = 1000;

const engine = findContainerEngine();
if (!engine) {
  const message = 'NO CONTAINER ENGINE: docker does not answer and podman is missing or fails; the gateway image is NOT tested.';
  if (process.env.CI === 'true') {
    console.error(`${message} CI must install podman, runc and mmdebstrap.`);
    process.exit(1);
  }
  console.warn(`\n*** ${message} ***\n*** Install podman, runc and mmdebstrap (README, "Runtime and images") to run it. ***\n`);
}

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

function freePort() {
  const server = createServer();
  return listen(server).then((port) => new Promise((resolve) => server.close(() => resolve(port))));
}

/** Forwards to the local CMS with its read token in place of the one the image was given. */
function startCmsTokenProxy() {
  const target = new URL(CMS_URL);
  return createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: target.host };
    if (headers.authorization === `Bearer ${SECRETS.CMS_API_TOKEN}`) {
      headers.authorization = `Bearer ${LOCAL_CMS_READ_TOKEN}`;
    }
    const forwarded = httpRequest(new URL(incoming.url, target), { method: incoming.method, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode, answer.headers);
      answer.pipe(outgoing);
    });
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
}

/** reCAPTCHA Enterprise's assessment, answering every token as a person's. */
function startCaptchaStandIn() {
  return createServer((incoming, outgoing) => {
    incoming.resume().on('end', () => {
      outgoing.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ tokenProperties: { valid: true }, riskAnalysis: { score: 0.9 } }));
    });
  });
}

async function waitFor(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) {
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('gateway image', { skip: !engine && 'no container engine' }, () => {
  const name = `jobpoint-image-test-${process.pid}`;
  const servers = [];
  let gatewayUrl;
  let metricsUrl;
  let container;
  let exited;
  let stdout = '';
  let built;
  let build;

  /** The JSON log lines the container wrote so far; a line that is not JSON fails the parse. */
  const logLines = () =>
    stdout
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        try {
          return JSON.parse(line);
        } catch {
          throw new Error(`a log line on stdout is not JSON: ${line}`);
        }
      });

  before(async () => {
    for (const [service, url] of Object.entries(SERVICES)) {
      const up = await fetch(url).then((answer) => answer.ok, () => false);
      assert.ok(up, `the ${service} must be running (${url}): start the local services with npm start`);
    }
    ensureNodeRuntime();
    ensureBaseImage(engine);
    build = buildVersion();
    built = await buildImage(engine, 'gateway', build);
    const cms = startCmsTokenProxy();
    const captcha = startCaptchaStandIn();
    servers.push(cms, captcha);
    const [cmsPort, captchaPort, port, metricsPort] = await Promise.all([listen(cms), listen(captcha), freePort(), freePort()]);
    gatewayUrl = `http://127.0.0.1:${port}`;
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    const env = {
      ...SECRETS,
      PORT: port,
      METRICS_PORT: metricsPort,
      PUBLIC_URL: 'https://jobpoint.test',
      CMS_URL: `http://127.0.0.1:${cmsPort}`,
      OUTBOX_SINGLE_GATEWAY: 'true',
      BREVO_DOI_TEMPLATE_ID: 1,
      BREVO_API_URL: 'http://127.0.0.1:9/v3',
      CAPTCHA_SITE_KEY: 'image-test-captcha-site-key',
      CAPTCHA_PROJECT_ID: 'image-test-project',
      CAPTCHA_API_URL: `http://127.0.0.1:${captchaPort}/v1`,
      SHUTDOWN_DRAIN_MS: DRAIN_MS,
    };
    container = spawnEngine(engine, ['run', '--rm', '--name', name, ...engine.runArgs, ...Object.entries(env).flatMap(([key, value]) => ['-e', `${key}=${value}`]), built.tag]);
    container.stdout.on('data', (chunk) => (stdout += chunk));
    container.stderr.on('data', (chunk) => process.stderr.write(chunk));
    exited = new Promise((resolve) => container.once('exit', (code) => resolve(code)));
    await Promise.race([
      waitFor('the gateway in its container is ready', () => fetch(`${gatewayUrl}/readyz`).then((answer) => answer.ok), 60_000),
      exited.then((code) => Promise.reject(new Error(`the container exited (${code}) before it was ready:\n${stdout}`))),
    ]);
  });

  after(async () => {
    if (container && container.exitCode === null) {
      spawnEngine(engine, ['rm', '--force', name]);
      await exited;
    }
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    if (built) {
      console.info(describeBuilt(built));
    }
    console.info(`image test: ${((performance.now() - started) / 1000).toFixed(0)} s in all`);
  });

  it('runs as uid 10001 with its version and commit as labels and in its build info', async () => {
    assert.equal(engineOutput(engine, ['exec', name, 'id', '-u']), '10001');
    const labels = JSON.parse(engineOutput(engine, ['image', 'inspect', '--format', '{{json .Config.Labels}}', built.tag]));
    const { version, revision } = build;
    assert.equal(labels['org.opencontainers.image.version'], version);
    assert.equal(labels['org.opencontainers.image.revision'], revision);
    const buildInfo = (await (await fetch(metricsUrl)).text()).split('\n').find((line) => line.startsWith('jobpoint_build_info{'));
    assert.ok(buildInfo?.includes(`version="${version}"`) && buildInfo.includes(`commit="${revision}"`), `build info: ${buildInfo}`);
  });

  it('passes its own HEALTHCHECK', () => {
    const [form, ...command] = JSON.parse(engineOutput(engine, ['image', 'inspect', '--format', '{{json .Config.Healthcheck.Test}}', built.tag]));
    assert.equal(form, 'CMD');
    engineOutput(engine, ['exec', name, ...command]);
  });

  it('answers /readyz and serves its metrics on their own port', async () => {
    assert.equal((await fetch(`${gatewayUrl}/readyz`)).status, 200);
    assert.equal((await fetch(`${gatewayUrl}/metrics`)).status, 404);
    assert.match(await (await fetch(metricsUrl)).text(), /^# HELP /m);
  });

  it('renders a page with its content from the CMS', async () => {
    const faq = await fetch(`${CMS_URL}/api/faq?locale=de`, { headers: { authorization: `Bearer ${LOCAL_CMS_READ_TOKEN}` } }).then((answer) => answer.json());
    const page = await fetch(`${gatewayUrl}/faq`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), new RegExp(`<h1[^>]*>[^<]*${faq.data.title}`));
  });

  it('stores a form submission in the outbox', async () => {
    const answer = await fetch(`${gatewayUrl}/api/brevo/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `image-test-${randomUUID()}@example.org`, listId: 2, acceptedTerms: true, captchaToken: 'image-test-token' }),
    });
    const body = await answer.text();
    assert.ok([201, 202].includes(answer.status), `answered ${answer.status}: ${body}`);
    const { id } = JSON.parse(body);
    const query = "const [id] = process.argv.slice(1); const db = new (require('better-sqlite3'))(process.env.DATA_DIR + '/outbox.sqlite', { readonly: true }); console.log(JSON.stringify(db.prepare('SELECT kind FROM outbox_entries WHERE id = ?').get(id)))";
    assert.deepEqual(JSON.parse(engineOutput(engine, ['exec', name, 'node', '-e', query, id])), { kind: 'newsletter' });
  });

  it('logs JSON lines on stdout', () => {
    const lines = logLines();
    assert.ok(lines.length > 0, 'nothing was logged');
    assert.ok(lines.every((line) => typeof line.msg === 'string' && typeof line.level === 'number'));
  });

  it('drains on SIGTERM: readiness off first, the stop within its grace period, exit 0', async () => {
    const stop = spawnEngine(engine, ['stop', '--time', '30', name]);
    const stopped = new Promise((resolve) => stop.once('exit', (code) => resolve(code)));
    await waitFor('/readyz answers 503 while draining', () => fetch(`${gatewayUrl}/readyz`).then((answer) => answer.status === 503), DRAIN_MS * 2);
    assert.equal((await fetch(`${gatewayUrl}/healthz`)).status, 200, 'the gateway still answers while draining');
    assert.equal(await stopped, 0);
    assert.equal(await exited, 0);
    const shutdown = logLines().filter((line) => line.msg.startsWith('shutdown:'));
    assert.ok(shutdown.length >= 2, `the drain was not logged:\n${stdout}`);
    assert.ok(shutdown.every((line) => line.level < 50), `the drain logged an error:\n${JSON.stringify(shutdown)}`);
  });
});
