import type { Plugin } from 'vite';

export interface ChakraModulePatch {
  /** The plugin's name, also the file under tools/vite that explains the change. */
  name: string;
  /** The module of Chakra's ESM build the patch changes, under `@chakra-ui/react/dist/esm/`. */
  module: string;
  /** The package whose ESM build holds the module, when it is not Chakra's (a package Chakra builds on). */
  packageDir?: string;
  /**
   * Text of that module and what it becomes, each expected exactly as written; a replacement keeps the
   * number of lines, so the module's source map stays right.
   */
  replacements: [from: string, to: string][];
  /** The decision record that explains why. */
  adr: string;
}

/**
 * A build plugin that changes a few lines of one of Chakra's modules (or of a package under it, such as
 * Zag's). The build fails if the code no longer reads as expected, so an upgrade cannot drop the change
 * unnoticed.
 */
export function chakraModulePatch({ name, module, packageDir = '@chakra-ui/react/dist/esm', replacements, adr }: ChakraModulePatch): Plugin {
  const suffix = `/${packageDir}/${module}`;
  return {
    name,
    enforce: 'pre',
    transform(code, id) {
      if (!id.split('?')[0].replaceAll('\\', '/').endsWith(suffix)) {
        return null;
      }
      let changed = code;
      for (const [from, to] of replacements) {
        if (!changed.includes(from)) {
          this.error(`${id}: the library's code changed; see tools/vite/${name}.mts (${adr})`);
        }
        if (from.split('\n').length !== to.split('\n').length) {
          this.error(`${name}: a replacement must keep its number of lines`);
        }
        // A function, so that "$" in the new text is not read as a replacement pattern.
        changed = changed.replace(from, () => to);
      }
      return { code: changed, map: null };
    },
  };
}
