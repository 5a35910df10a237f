import type { Plugin } from 'vite';
import { chakraModulePatch } from './chakra-module-patch.mts';

/**
 * Chakra resolves every style object, recipe and token through `memo`, which keys its caches with a
 * string it builds by walking the arguments (`simpleHash`) and keeps them least recently used first,
 * moving an entry on every hit. A server render of `/` calls it about 10 000 times: about a tenth of the
 * render went to building the keys and moving the entries. This keys the caches with the argument itself
 * when it is a single string, otherwise with `JSON.stringify` (native; strings and numbers stay apart),
 * and lets each keep its first 500 entries in insertion order, the oldest going first, so a hit is one
 * lookup. Memoised results are the same; only which entries a full cache gives up differs (ADR 057).
 */
export function chakraMemoKeys(): Plugin {
  return chakraModulePatch({
    name: 'chakra-memo-keys',
    module: 'utils/memo.js',
    replacements: [
      ['const memo = (fn) => {', 'const MAX_ENTRIES = 500; const memo = (fn) => {'],
      ['  const cache = new LRUCache();', '  const cache = new Map();'],
      [
        '    const key = args.length === 1 ? simpleHash(args[0]) : args.map(simpleHash).join("|");',
        // A JSON key starts with "[": a single string that does too is written as JSON, so the two kinds
        // of key never meet.
        '    const key = args.length === 1 && typeof args[0] === "string" && args[0][0] !== "[" ? args[0] : JSON.stringify(args);',
      ],
      ['      cache.set(key, result);', '      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value); cache.set(key, result);'],
    ],
    adr: 'ADR 057',
  });
}
