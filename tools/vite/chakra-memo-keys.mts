import type { Plugin } from 'vite';

/** Chakra's memoisation helper (ESM build, as Vite bundles it). */
const MEMO_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]utils[\\/]memo\.js$/;

/** Each line of Chakra's `memo` this changes, and what it becomes. */
const REPLACEMENTS: [string, string][] = [
  ['  const cache = new LRUCache();', '  const cache = new Map();'],
  [
    '    const key = args.length === 1 ? simpleHash(args[0]) : args.map(simpleHash).join("|");',
    // A single string (most calls: property names, token paths) is its own key; other arguments are
    // written as JSON, an array that starts with "[", which such a key can only be if the string does too.
    '    const key = args.length === 1 && typeof args[0] === "string" && args[0][0] !== "[" ? args[0] : JSON.stringify(args);',
  ],
  ['      cache.set(key, result);', '      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value);\n      cache.set(key, result);'],
  ['const memo = (fn) => {', 'const MAX_ENTRIES = 500;\nconst memo = (fn) => {'],
];

/**
 * Chakra resolves every style object, recipe and token through `memo`, which keys its caches with a
 * string it builds by walking the arguments (`simpleHash`) and keeps them least recently used first,
 * moving an entry on every hit. A server render of `/` calls it about 10 000 times: about a tenth of the
 * render went to building the keys and moving the entries. This keys the caches with `JSON.stringify`
 * (native; strings and numbers stay apart) and lets each keep its first 500 entries in insertion order,
 * the oldest going first, so a hit is one lookup. Memoised results are the same; only which entries a
 * full cache gives up differs. The build fails if Chakra's code no longer reads as expected, so an upgrade
 * cannot drop the change unnoticed.
 */
export function chakraMemoKeys(): Plugin {
  return {
    name: 'chakra-memo-keys',
    enforce: 'pre',
    transform(code, id) {
      if (!MEMO_MODULE.test(id.split('?')[0])) {
        return null;
      }
      let changed = code;
      for (const [from, to] of REPLACEMENTS) {
        if (!changed.includes(from)) {
          this.error(`${id}: Chakra's memo changed; see tools/vite/chakra-memo-keys.mts (ADR 057)`);
        }
        changed = changed.replace(from, to);
      }
      return { code: changed, map: null };
    },
  };
}
