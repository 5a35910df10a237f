/**
 * Starts the whole site on one machine: the content service (Strapi), the jobs service, the search
 * service and the gateway. A service whose URL is given in the environment (CMS_URL, JOBS_SERVICE_URL,
 * SEARCH_URL) is used as it is and not started. Logs go to .data/logs/<service>.log.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const logDir = path.join(workspaceRoot, '.data', 'logs');
export const cmsRoot = path.join(workspaceRoot, 'apps', 'cms');

const LOCAL = {
  cms: 'http://127.0.0.1:1337',
  jobs: 'http://127.0.0.1:4310',
  search: 'http://127.0.0.1:4320',
};

const children = [];

function log(message) {
  console.info(`[start] ${message}`);
}

function run(name, command, args, { cwd = workspaceRoot, env = {} } = {}) {
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${name}.log`);
  const out = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  child.logFile = logFile;
  child.serviceName = name;
  return child;
}

/** Runs a command to its end; fails with the tail of its log. */
function runToEnd(name, command, args, options) {
  return new Promise((resolve, reject) => {
    const child = run(name, command, args, options);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed (exit ${code}).\n${tail(child.logFile)}`)),
    );
  });
}

/** Starts a long-running service and remembers it for shutdown. */
export function startService(name, command, args, options) {
  const child = run(name, command, args, options);
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} stopped unexpectedly (${signal ?? `exit ${code}`}). Log: ${child.logFile}\n${tail(child.logFile)}`);
    }
  });
  return child;
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export async function waitForHealth(name, url, { timeoutMs, child }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`${name} exited before it became healthy. Log: ${child.logFile}\n${tail(child.logFile)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) {
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${name} did not become healthy at ${url} within ${timeoutMs / 1000} s.${child ? ` Log: ${child.logFile}` : ''}`);
}

let stopping = false;

export async function stopStack() {
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) {
            resolve();
            return;
          }
          child.once('exit', resolve);
          try {
            process.kill(-child.pid, 'SIGTERM');
          } catch {
            resolve();
          }
          setTimeout(() => {
            try {
              process.kill(-child.pid, 'SIGKILL');
            } catch {
              // already gone
            }
          }, 10_000).unref();
        }),
    ),
  );
}

/** Installs the CMS's dependencies and builds it when it was never built or its sources changed since. */
export async function prepareCms() {
  if (!existsSync(path.join(cmsRoot, 'node_modules', '@strapi', 'strapi'))) {
    log('installing the content service (first start only, a few minutes)…');
    await runToEnd('cms-install', 'npm', ['ci', '--no-audit', '--no-fund'], { cwd: cmsRoot });
  }
  const builtAt = path.join(cmsRoot, 'dist', 'build', 'index.html');
  if (!existsSync(builtAt) || newestChange(['src', 'config', 'package-lock.json']) > statSync(builtAt).mtimeMs) {
    log('building the content service and its admin panel (first start, or after a change to it)…');
    await runToEnd('cms-build', 'npm', ['run', 'build'], { cwd: cmsRoot, env: cmsEnv() });
  }
}

/** The latest modification time of the CMS sources, so a change to them rebuilds it. */
function newestChange(entries) {
  let newest = 0;
  const visit = (file) => {
    const stats = statSync(file);
    newest = Math.max(newest, stats.mtimeMs);
    if (stats.isDirectory()) {
      readdirSync(file).forEach((name) => visit(path.join(file, name)));
    }
  };
  entries.map((entry) => path.join(cmsRoot, entry)).filter(existsSync).forEach(visit);
  return newest;
}

/**
 * The local CMS's environment; `sitePort` is the gateway it calls on changes (webhook), `siteUrl` the
 * site's address as editors open it (the preview), by default the gateway's on localhost; none of them for
 * a CMS without a site.
 */
export function cmsEnv({ sitePort, siteUrl = sitePort ? `http://localhost:${sitePort}` : '' } = {}) {
  return {
    HOST: '127.0.0.1',
    PORT: '1337',
    SITE_URL: siteUrl,
    SITE_WEBHOOK_URL: sitePort ? `http://127.0.0.1:${sitePort}/api/cms-webhook` : '',
    NODE_ENV: 'production',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE: 'de',
    SEARCH_URL: process.env.SEARCH_URL ?? LOCAL.search,
    // The end-to-end suites sign in to the admin as the editor and the admin more often than Strapi's
    // five within five minutes per account allow; a deployment keeps Strapi's limit.
    ADMIN_LOGIN_LIMIT: process.env.ADMIN_LOGIN_LIMIT ?? '50',
  };
}

/**
 * Starts what is not configured externally and the gateway; resolves with the site's URLs once every
 * service answers its health check.
 */
export async function startStack({ port = Number(process.env.PORT ?? 4200) } = {}) {
  const cmsUrl = process.env.CMS_URL ?? LOCAL.cms;
  const jobsUrl = process.env.JOBS_SERVICE_URL ?? LOCAL.jobs;
  const searchUrl = process.env.SEARCH_URL ?? LOCAL.search;
  const localCms = !process.env.CMS_URL;
  const siteUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;

  const building = (async () => {
    log('building the apps and services…');
    await runToEnd('build', 'npx', ['nx', 'run-many', '-t', 'build', '-p', 'gateway', 'jobs-service', 'search-service', '--outputStyle=static']);
  })();
  const cmsReady = (async () => {
    if (!localCms) {
      log(`using the content service at ${cmsUrl}`);
      return;
    }
    await prepareCms();
    const cms = startService('cms', 'npm', ['run', 'start'], { cwd: cmsRoot, env: cmsEnv({ sitePort: port, siteUrl }) });
    // Strapi's first start on a busy machine (a CI runner building and testing beside it) has taken over
    // five minutes; a CMS that fails exits, and that ends the wait at once.
    await waitForHealth('content service', `${cmsUrl}/_health`, { timeoutMs: 900_000, child: cms });
    log(`content service ready at ${cmsUrl} (admin: ${cmsUrl}/admin)`);
  })();

  await building;
  if (!process.env.JOBS_SERVICE_URL) {
    const jobs = startService('jobs-service', 'node', ['dist/apps/jobs-service/main.js']);
    await waitForHealth('jobs service', `${jobsUrl}/healthz`, { timeoutMs: 180_000, child: jobs });
    log(`jobs service ready at ${jobsUrl}`);
  }
  await cmsReady;
  if (!process.env.SEARCH_URL) {
    const search = startService('search-service', 'node', ['dist/apps/search-service/main.js'], { env: { CMS_URL: cmsUrl, JOBS_SERVICE_URL: jobsUrl } });
    await waitForHealth('search service', `${searchUrl}/healthz`, { timeoutMs: 180_000, child: search });
    log(`search service ready at ${searchUrl}`);
  }
  const gateway = startService('gateway', 'node', ['dist/apps/gateway/main.js'], {
    env: {
      PORT: String(port),
      CMS_URL: cmsUrl,
      JOBS_SERVICE_URL: jobsUrl,
      SEARCH_URL: searchUrl,
    },
  });
  await waitForHealth('gateway', `http://127.0.0.1:${port}/healthz`, { timeoutMs: 180_000, child: gateway });
  // The admin under the same host name as the site: the preview cookie is SameSite=Lax, so the admin's
  // preview frame keeps it only where both are one site (localhost and 127.0.0.1 are two).
  return { siteUrl, cmsAdminUrl: localCms ? `${cmsUrl.replace('//127.0.0.1:', '//localhost:')}/admin` : undefined };
}
