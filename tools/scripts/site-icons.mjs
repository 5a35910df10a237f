#!/usr/bin/env node
/**
 * Draws the site's icons as PNG from its SVG (apps/gateway/public/favicon.svg), in Debian's Chromium:
 * - favicon.png, 48 × 48: the tab's icon. A browser draws an SVG icon by building an SVG document on the
 *   page's main thread, which costs a page 10–50 ms while it starts; a PNG is only decoded.
 * - apple-touch-icon.png, 180 × 180, square and opaque: iOS rounds the corners itself and fills what is
 *   transparent with black.
 * Run it after changing the SVG and commit the PNGs: `node tools/scripts/site-icons.mjs`.
 */
import { chromium } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../bench/lib/chromium.mjs';

const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/gateway/public');

const svg = await readFile(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
const squareSvg = svg.replace(/ rx="[^"]*"/, '');
if (squareSvg === svg) {
  throw new Error('favicon.svg: its background <rect> has no rx; the touch icon has nothing to square');
}

const ICONS = [
  { file: 'favicon.png', size: 48, svg },
  { file: 'apple-touch-icon.png', size: 180, svg: squareSvg },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<!DOCTYPE html><style>html,body{margin:0}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: path.join(PUBLIC_DIR, icon.file), omitBackground: true });
    await page.close();
    console.info(`apps/gateway/public/${icon.file}: ${icon.size} × ${icon.size}`);
  }
} finally {
  await browser.close();
}
