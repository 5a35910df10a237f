import path from 'node:path';

/**
 * tools/scripts/cms-editor.mjs, which the publish-to-live benchmark shares: it lives outside the projects,
 * so it is loaded by its path.
 */
type CmsEditorModule = typeof import('../../../tools/scripts/cms-editor.mjs');

export type CmsEditor = Awaited<ReturnType<CmsEditorModule['openCmsEditor']>>;

/** Edits the local CMS through its REST API with a token made for the run (see the module). */
export async function openCmsEditor(): Promise<CmsEditor> {
  const module = (await import(path.resolve(__dirname, '../../../tools/scripts/cms-editor.mjs'))) as CmsEditorModule;
  return module.openCmsEditor();
}
