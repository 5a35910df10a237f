import type { Plugin } from 'vite';
import { chakraModulePatch } from './chakra-module-patch.mts';

/** Emotion's `serializeStyles` with the same arguments, kept per style object when that is all there is. */
const SERIALIZE_ONCE = [
  'const SERIALIZED = new WeakMap();',
  'function serializeOnce(interpolations, registered, props) {',
  '  const styleObject = interpolations[0];',
  '  if (interpolations.length !== 1 || typeof styleObject !== "object" || styleObject === null) return serializeStyles(interpolations, registered, props);',
  '  let serialized = SERIALIZED.get(styleObject);',
  '  if (serialized === void 0) { serialized = serializeStyles(interpolations, registered, props); SERIALIZED.set(styleObject, serialized); }',
  '  return serialized;',
  '}',
].join(' ');

/**
 * Every element Chakra styles hands Emotion the style object its `css` function made for it, and Emotion
 * turns that object into a CSS string and hashes the string for the class name, on every render,
 * although `css` is memoised and gives the same object back for the same styles. A server render of `/`
 * spent about a tenth of its time there, and a hydrating phone spends it again. This keeps the
 * serialised styles per style object (a `WeakMap`, so they go when the object does) when that object is
 * all the element's styles; an element that also carries Emotion classes of its own, or a styled
 * component created with styles of its own, is serialised as before. Class names and CSS are the same
 * (ADR 057).
 */
export function chakraSerializedStyles(): Plugin {
  return chakraModulePatch({
    name: 'chakra-serialized-styles',
    module: 'styled-system/factory.js',
    replacements: [
      // Put on the import's line, so that every later line keeps its number.
      ["import { serializeStyles } from '@emotion/serialize';", `import { serializeStyles } from '@emotion/serialize'; ${SERIALIZE_ONCE}`],
      // Same arguments: the element's interpolations are its own style object alone when there is one of them.
      ['    const serialized = serializeStyles(', '    const serialized = serializeOnce('],
    ],
    adr: 'ADR 057',
  });
}
