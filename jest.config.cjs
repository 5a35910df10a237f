/**
 * Every project's Jest configuration, for `npx jest` from the workspace root; Nx runs each project's own
 * (`npx nx test <project>`). The React library generator adds a project's configuration beside this one.
 * The gateway's fuzz target starts Jest from the workspace root with a configuration of its own, which
 * Nx reports as a project at the root: left out, or the root would run every spec, Playwright's too.
 */
const { getJestProjectsAsync } = require('@nx/jest');

module.exports = async () => ({
  projects: (await getJestProjectsAsync()).filter((project) => project !== '<rootDir>'),
});
