/**
 * Every project's Jest configuration, for `npx jest` from the workspace root; Nx runs each project's own
 * (`npx nx test <project>`). The React library generator adds a project's configuration beside this one.
 */
const { getJestProjectsAsync } = require('@nx/jest');

module.exports = async () => ({ projects: await getJestProjectsAsync() });
