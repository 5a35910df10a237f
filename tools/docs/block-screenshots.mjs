#!/usr/bin/env node
/**
 * Takes the block pictures of the editors' guide (docs/editors.md): for every block of the site's block
 * registry, the block's band as the German page shows it in a 1024 px wide window, cut from a page of the
 * page registry that holds it, into `docs/editors/<block>.png` (`shared.faq-section` → `shared-faq-section.png`).
 * Run it against a running site after a design change; a block that no page shows gets no picture (an old
 * one is removed) and is named at the end, so the guide can say so. Needs Chromium (/usr/bin/chromium or
 * CHROME_PATH) and the CMS's packages installed (apps/cms/node_modules, for sharp).
 *
 * Usage: node tools/docs/block-screenshots.mjs [site URL]   (default: BASE_URL or http://localhost:4200)
 *
 * Which page shows which block comes from the registries themselves (`SITE_PAGES`, the content
 * descriptions, `BLOCK_POPULATE`, `CONTENT_WIDGETS`), compiled on the fly, so a new page or block is
 * covered without touching this script. Each block's band is a `<section>` whose id is the CMS field it
 * comes from (`field-2` for the second entry of a repeatable field, the widget's name without `site.` for
 * a widget: libs/content-pages, `shownBlocks`). A title field placed before a block that takes a title is
 * shown as that block's heading and has no band of its own.
 */
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../bench/lib/chromium.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = join(ROOT, 'docs/editors');
const BASE_URL = (process.argv[2] ?? process.env.BASE_URL ?? 'http://localhost:4200').replace(/\/$/, '');
const VIEWPORT = { width: 1024, height: 800 };
/** A taller band is cut at this height: the picture shows how the block starts. */
const MAX_HEIGHT = 1000;
/** What a picture may weigh in the repository; a heavier one is drawn with fewer colours, then smaller. */
const MAX_BYTES = 150 * 1024;

// sharp comes with the CMS (it draws the uploads' formats), whose packages the local site always installs.
const sharp = createRequire(join(ROOT, 'apps/cms/package.json'))('sharp');

/** The page registry, the content descriptions and the block names, as the site's code defines them. */
async function loadRegistries() {
  const entry = [
    "export { SITE_PAGES } from './libs/site-routes/src/lib/site-pages.ts';",
    "export { BLOCK_POPULATE } from './libs/cms-client/src/pages/block-types.ts';",
    "export { CONTENT_WIDGETS } from './libs/cms-client/src/pages/single-type-description.ts';",
    "export { contentDescriptions } from './libs/cms-client/src/pages/content-descriptions.ts';",
  ].join('\n');
  const { outputFiles } = await build({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    tsconfig: join(ROOT, 'tsconfig.base.json'),
    logLevel: 'warning',
  });
  // Inside node_modules so that the bundle's package imports resolve.
  const file = join(ROOT, 'node_modules/.cache/block-screenshots/registries.mjs');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, outputFiles[0].text);
  return import(pathToFileURL(file).href);
}

/** Every place a block may be seen: the page's path and the ids its band may have there. */
function blockPlaces({ SITE_PAGES, contentDescriptions }) {
  const pathOf = new Map(
    SITE_PAGES.filter((page) => page.singleType && !page.path.includes(':')).map((page) => [
      page.singleType,
      page.path,
    ]),
  );
  return contentDescriptions().flatMap((description) => {
    const path = pathOf.get(description.singleType);
    if (!path) return [];
    return description.blocks.map((block) =>
      'widget' in block
        ? { name: block.widget, path, ids: [block.widget.replace('site.', '')] }
        : { name: block.block, path, ids: block.repeatable ? [block.field, `${block.field}-1`] : [block.field] },
    );
  });
}

/** The band of each id that the page shows, with its place in the page and its height. */
async function bandsOf(page, path, ids) {
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  return page.evaluate(async (wanted) => {
    // The header, the announcement and the contact bar stay on screen while a page scrolls: out of the pictures.
    for (const element of document.querySelectorAll('body *')) {
      const { position } = getComputedStyle(element);
      if (position === 'fixed' || position === 'sticky') element.style.visibility = 'hidden';
    }
    const found = {};
    for (const id of wanted) {
      const band = document.querySelector(`main section[id="${CSS.escape(id)}"]`);
      if (!band) continue;
      const images = [...band.querySelectorAll('img')];
      for (const image of images) image.loading = 'eager';
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      const box = band.getBoundingClientRect();
      found[id] = { x: box.left + window.scrollX, y: box.top + window.scrollY, width: box.width, height: box.height };
    }
    await document.fonts.ready;
    return found;
  }, ids);
}

/** Tries in turn until a picture is under MAX_BYTES: fewer colours first, then a smaller picture. */
const COMPRESSIONS = [
  { colours: 256, scale: 1 },
  { colours: 128, scale: 1 },
  { colours: 64, scale: 1 },
  { colours: 128, scale: 0.75 },
  { colours: 64, scale: 0.75 },
  { colours: 64, scale: 0.5 },
];

async function compress(png) {
  let picture;
  for (const { colours, scale } of COMPRESSIONS) {
    const image = sharp(png);
    if (scale < 1) image.resize({ width: Math.round(VIEWPORT.width * scale) });
    picture = await image.png({ palette: true, colours, compressionLevel: 9, effort: 10 }).toBuffer();
    if (picture.length <= MAX_BYTES) break;
  }
  return picture;
}

const fileName = (block) => `${block.replace('.', '-')}.png`;

const registries = await loadRegistries();
const blocks = [...Object.keys(registries.BLOCK_POPULATE), ...Object.keys(registries.CONTENT_WIDGETS)];
const places = blockPlaces(registries);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, '--hide-scrollbars'] });
const rows = [];
const missing = [];
try {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    locale: 'de-DE',
    reducedMotion: 'reduce',
    // The jobs service writes its logos' addresses with the site origin it is configured with (locally the
    // site on port 4200), which need not be the site pictured: the page's policy would refuse them, and they
    // are read from the pictured site instead.
    bypassCSP: true,
  });
  await context.route(
    (url) => url.pathname.startsWith('/jobs-api/') && url.origin !== new URL(BASE_URL).origin,
    async (route) => {
      const url = new URL(route.request().url());
      await route.fulfill({ response: await route.fetch({ url: `${BASE_URL}${url.pathname}${url.search}` }) });
    },
  );
  const page = await context.newPage();
  const seen = new Map();
  for (const path of new Set(places.map((place) => place.path))) {
    const ids = places.filter((place) => place.path === path).flatMap((place) => place.ids);
    seen.set(path, await bandsOf(page, path, ids));
  }
  const chosen = [];
  for (const block of blocks) {
    const shown = places
      .filter((place) => place.name === block)
      .flatMap((place) => place.ids.filter((id) => seen.get(place.path)[id]).map((id) => ({ path: place.path, id })));
    // A band that fits whole is the better picture; otherwise the first one, cut.
    const fits = shown.find(({ path, id }) => seen.get(path)[id].height <= MAX_HEIGHT);
    if (shown.length > 0) chosen.push({ block, ...(fits ?? shown[0]) });
    else missing.push(block);
  }
  mkdirSync(OUT_DIR, { recursive: true });
  for (const block of missing) rmSync(join(OUT_DIR, fileName(block)), { force: true });
  for (const path of new Set(chosen.map((band) => band.path))) {
    const bands = chosen.filter((band) => band.path === path);
    const boxes = await bandsOf(
      page,
      path,
      bands.map((band) => band.id),
    );
    for (const { block, id } of bands) {
      if (!boxes[id]) throw new Error(`${BASE_URL}${path} no longer shows #${id}: run the script again`);
      const { x, y, width, height } = boxes[id];
      const png = await page.screenshot({
        fullPage: true,
        clip: { x, y, width, height: Math.min(height, MAX_HEIGHT) },
        animations: 'disabled',
        caret: 'hide',
      });
      const picture = await compress(png);
      writeFileSync(join(OUT_DIR, fileName(block)), picture);
      rows.push({
        block,
        page: path,
        band: `#${id}`,
        cut: height > MAX_HEIGHT ? 'yes' : '',
        kB: Math.round(picture.length / 1024),
      });
    }
  }
} finally {
  await browser.close();
}
console.info(`Block pictures from ${BASE_URL} in docs/editors/`);
console.table(rows);
if (missing.length > 0) console.info(`No page shows these blocks, so they have no picture: ${missing.join(', ')}`);
