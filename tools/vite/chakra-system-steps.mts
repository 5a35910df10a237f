import type { PluginOption } from 'vite';
import { chakraModulePatch } from './chakra-module-patch.mts';

/** Runs a generator of steps to its end in one go: the function as Chakra wrote it. */
const RUN_ALL = 'function runAllSteps(steps) { for (;;) { const step = steps.next(); if (step.done) return step.value; } }';

/**
 * Chakra's `createSystem` is one call that merges the configs, builds the token dictionary and the style
 * utilities: some 30 ms of a phone's start-up, four times that on the slow phone Lighthouse stands for,
 * and one task, since nothing in it lets the browser in. This makes it, and the token dictionary it
 * builds, a generator that stops between those steps (`createSystem.steps`, each step a few milliseconds),
 * so the browser can run each in a task of its own (`prepareSiteSystem` in the UI kit). `createSystem`
 * itself runs every step at once and gives the same system as before (ADR 173).
 */
export function chakraSystemSteps(): PluginOption[] {
  return [
    chakraModulePatch({
      name: 'chakra-system-steps',
      module: 'styled-system/system.js',
      replacements: [
        ['function createSystem(...configs) {', 'function* createSystemSteps(...configs) {'],
        ['  const config = mergeConfigs(...configs);', '  const config = mergeConfigs(...configs); yield;'],
        ['  const tokens = createTokenDictionary({', '  const tokens = yield* createTokenDictionary.steps({'],
        ['  const breakpoints = createBreakpoints(', '  yield; const breakpoints = createBreakpoints('],
        ['  assignComposition();', '  yield; assignComposition();'],
        [
          'export { createSystem, isValidSystem };',
          `${RUN_ALL} function createSystem(...configs) { return runAllSteps(createSystemSteps(...configs)); } createSystem.steps = createSystemSteps; export { createSystem, isValidSystem };`,
        ],
      ],
      adr: 'ADR 173',
    }),
    chakraModulePatch({
      name: 'chakra-system-steps',
      module: 'styled-system/token-dictionary.js',
      replacements: [
        ['function createTokenDictionary(options) {', 'function* createTokenDictionarySteps(options) {'],
        ['  function build() {', '  function* build() {'],
        ['    addConditionalTokens();', '    yield; addConditionalTokens();'],
        ['    applyMiddlewares("post");', '    yield; applyMiddlewares("post");'],
        ['    setupViews();', '    yield; setupViews();'],
        ['  build();\n  return dictionary;', '  yield; yield* build();\n  return dictionary;'],
        [
          'export { createTokenDictionary, tokenCategories };',
          `${RUN_ALL} function createTokenDictionary(options) { return runAllSteps(createTokenDictionarySteps(options)); } createTokenDictionary.steps = createTokenDictionarySteps; export { createTokenDictionary, tokenCategories };`,
        ],
      ],
      adr: 'ADR 173',
    }),
  ];
}
