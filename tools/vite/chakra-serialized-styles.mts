import type { Plugin } from 'vite';
import { chakraModulePatch } from './chakra-module-patch.mts';

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
    module: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]factory\.js$/,
    replacements: [
      [
        "import { serializeStyles } from '@emotion/serialize';",
        "import { serializeStyles } from '@emotion/serialize'; " +
          'const SERIALIZED = new WeakMap(); ' +
          'const serializeOnce = (styleObject, serialize) => { ' +
          'if (typeof styleObject !== "object" || styleObject === null) return serialize(); ' +
          'let serialized = SERIALIZED.get(styleObject); ' +
          'if (serialized === void 0) { serialized = serialize(); SERIALIZED.set(styleObject, serialized); } ' +
          'return serialized; };',
      ],
      [
        '    const serialized = serializeStyles(\n      styles.concat(classInterpolations),\n      cache2.registered,\n      mergedProps\n    );',
        '    const serialized = serializeOnce(\n      styles.length === 0 && classInterpolations.length === 1 ? classInterpolations[0] : null,\n' +
          '      () => serializeStyles(styles.concat(classInterpolations), cache2.registered, mergedProps)\n\n    );',
      ],
    ],
    adr: 'ADR 057',
  });
}
