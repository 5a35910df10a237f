/**
 * A throw-away PostgreSQL cluster for tests: initdb into a temporary folder, a server on a free port of
 * 127.0.0.1 (trust authentication, user `postgres`), removed again by `stop()`. Uses the server binaries
 * of Debian's `postgresql` package (/usr/lib/postgresql/<version>/bin, or POSTGRES_BIN_DIR); `.ci/run`
 * installs it. As root, the server runs as the `postgres` user (it refuses to run as root).
 */
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SUPERUSER = 'postgres';

/** The folder with initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function postgresBinDir() {
  const candidates = [];
  if (process.env.POSTGRES_BIN_DIR) {
    candidates.push(process.env.POSTGRES_BIN_DIR);
  }
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debianRoot, version, 'bin')));
  }
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

/** Why tests that need PostgreSQL are skipped on this machine, or null when they can run. */
export function postgresMissingReason() {
  return postgresBinDir()
    ? null
    : 'PostgreSQL server binaries not found (/usr/lib/postgresql/*/bin or POSTGRES_BIN_DIR): apt-get install -y postgresql';
}

/** A port of 127.0.0.1 nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** As root the cluster belongs to the `postgres` user; otherwise to whoever runs the test. */
function serverUser() {
  if (process.getuid?.() !== 0) {
    return {};
  }
  const id = (flag) => Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(`PostgreSQL refuses to run as root and there is no "${SUPERUSER}" user to run it as`);
  }
}

/**
 * Starts a cluster; resolves with its connection URL (database `postgres`), a way to add databases and
 * `stop()`, which shuts the server down at once and removes the folder.
 */
export async function startTemporaryPostgres({ label = 'test' } = {}) {
  const binDir = postgresBinDir();
  if (!binDir) {
    throw new Error(postgresMissingReason());
  }
  const user = serverUser();
  const dir = mkdtempSync(path.join(tmpdir(), `jobpoint-pg-${label}-`));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (user.uid !== undefined) {
    chownSync(dir, user.uid, user.gid);
  }
  chmodSync(dir, 0o700);
  const asServer = { ...user, cwd: dir, env: { ...process.env, LC_ALL: 'C', TZ: 'UTC' } };
  const bin = (name) => path.join(binDir, name);
  const port = await freePort();

  await run(
    bin('initdb'),
    ['-D', dataDir, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
    asServer,
  );
  // fsync off: the tests kill gateways, never this server, and a throw-away cluster need not survive a power cut.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  try {
    await run(bin('pg_ctl'), ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start'], asServer);
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${error.message}\n${log}`);
  }

  const url = (database = 'postgres') => `postgres://${SUPERUSER}@127.0.0.1:${port}/${database}`;
  return {
    port,
    url: url(),
    /** Creates a database and resolves with its URL. */
    async createDatabase(name) {
      await run(bin('createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', SUPERUSER, name], asServer);
      return url(name);
    },
    async stop() {
      await run(bin('pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], asServer).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
