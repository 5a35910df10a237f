#!/usr/bin/env node
/**
 * `npm run images [gateway|cms …]`: builds the deployable images (both when none is named) and prints
 * each one's name, size and build time. See tools/images/images.mjs and ADR 160.
 */
import { IMAGES, buildImage, buildVersion, describeBuilt, ensureBaseImage, ensureNodeRuntime, findContainerEngine } from './images.mjs';

const wanted = process.argv.slice(2);
const unknown = wanted.filter((key) => !(key in IMAGES));
if (unknown.length > 0) {
  console.error(`unknown image ${unknown.join(', ')}; the images are ${Object.keys(IMAGES).join(', ')}`);
  process.exit(2);
}
const engine = findContainerEngine();
if (!engine) {
  console.error('No container engine answers: start Docker, or install podman and runc (README, "Runtime and images").');
  process.exit(1);
}
try {
  const runtime = ensureNodeRuntime();
  console.info(`${engine.command}; Node.js ${runtime.node}, npm ${runtime.npm}`);
  ensureBaseImage(engine);
  const version = buildVersion();
  const built = [];
  for (const key of wanted.length > 0 ? wanted : Object.keys(IMAGES)) {
    built.push(await buildImage(engine, key, version));
  }
  console.info(built.map(describeBuilt).join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
