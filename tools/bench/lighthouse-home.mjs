#!/usr/bin/env node
/** Lighthouse (mobile) for both home pages. Usage: node tools/bench/lighthouse-home.mjs (site running). */
import { runLighthouse } from './lib/lighthouse.mjs';

await runLighthouse(['/', '/arbeitgebende']);
