import { existsSync } from 'node:fs';
import path from 'node:path';
import { BLOCKS } from './block-registry';

const WORKSPACE_ROOT = path.resolve(__dirname, '../../../../..');

describe('BLOCKS', () => {
  it('loads the code of every block with the page that shows it', () => {
    for (const [name, definition] of Object.entries(BLOCKS)) {
      expect({ name, loadCode: typeof definition.loadCode }).toEqual({ name, loadCode: 'function' });
    }
  });

  it.each(Object.entries(BLOCKS).filter(([, definition]) => definition.interactive))(
    'names the module %s loads its code from, so the server preloads the right chunks',
    async (_name, definition) => {
      const file = path.join(WORKSPACE_ROOT, definition.interactive?.module ?? '');
      expect(existsSync(file)).toBe(true);
      const loaded = ((await definition.loadCode()) as unknown[]).filter(Boolean);
      const exported = Object.values(jest.requireActual<Record<string, unknown>>(file));
      expect(loaded.length).toBeGreaterThan(0);
      for (const component of loaded) {
        expect(exported).toContain(component);
      }
    },
  );
});
