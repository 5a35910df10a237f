/** Maps the tsconfig path aliases (`@jobpoint/x` → `libs/x/src/index.ts`) onto Jest's moduleNameMapper. */
function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function pathsToModuleNameMapper(paths, root) {
  return Object.fromEntries(
    Object.entries(paths).map(([alias, [target]]) => [`^${escape(alias)}$`, `${root}/${target}`]),
  );
}

module.exports = { pathsToModuleNameMapper };
