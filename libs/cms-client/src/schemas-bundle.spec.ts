import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const workspaceRoot = path.resolve(__dirname, '../../..');

/**
 * The server bundles (the gateway's job document) import schemas by name from `@jobpoint/cms-client/schemas`
 * while the endpoints import the same modules on demand. esbuild initialises such a module where it is
 * imported statically; were the entry side-effect free (`sideEffects` in package.json), it would drop that
 * and leave the schema `undefined`, so the job document fell back to its UI strings on every download.
 */
describe('@jobpoint/cms-client/schemas in a server bundle', () => {
  it('gives the schemas that endpoints load on demand, bundled like the gateway', () => {
    // Inside the workspace, so that the bundle finds the npm packages it leaves external.
    mkdirSync(path.join(workspaceRoot, 'tmp'), { recursive: true });
    const folder = mkdtempSync(path.join(workspaceRoot, 'tmp', 'cms-schemas-bundle-'));
    try {
      const project = path.relative(workspaceRoot, folder);
      mkdirSync(path.join(folder, 'src'));
      writeFileSync(
        path.join(folder, 'src', 'main.ts'),
        [
          `import { EDITOR_PAGE_POPULATE, EDITOR_PAGES_PATH, JOB_DETAIL_LABELS_POPULATE } from '@jobpoint/cms-client';`,
          `import { eventDetailSchema, jobDetailLabelsSchema } from '@jobpoint/cms-client/schemas';`,
          `console.log(JSON.stringify([typeof JOB_DETAIL_LABELS_POPULATE, typeof jobDetailLabelsSchema, typeof eventDetailSchema, EDITOR_PAGES_PATH, Object.keys(EDITOR_PAGE_POPULATE)]));`,
        ].join('\n'),
      );
      execFileSync(process.execPath, ['tools/scripts/build-node.mjs', project], {
        cwd: workspaceRoot,
        env: { ...process.env, NODE_DIST_DIR: path.join(project, 'dist') },
        stdio: 'pipe',
      });
      const output = execFileSync(process.execPath, [path.join(folder, 'dist', project, 'main.js')], { encoding: 'utf8' });
      expect(JSON.parse(output)).toEqual(['object', 'object', 'object', '/api/seiten', ['seo', 'blocks', 'localizations']]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
