import { existsSync } from 'node:fs';
import path from 'node:path';
import { EDITOR_LIST_BLOCKS } from '@jobpoint/cms-client';
import { BLOCKS } from './block-registry';

/** Told when the company registration form's module runs: its code is what loads on approach. */
const mockFormModuleRan = jest.fn();
jest.mock('../forms/company-registration-form', () => {
  mockFormModuleRan();
  return { CompanyRegistrationForm: () => null };
});

const WORKSPACE_ROOT = path.resolve(__dirname, '../../../../..');

describe('BLOCKS', () => {
  it('loads the code of every block with the page that shows it', () => {
    for (const [name, definition] of Object.entries(BLOCKS)) {
      expect({ name, loadCode: typeof definition.loadCode }).toEqual({ name, loadCode: 'function' });
    }
  });

  it('shows as a list only the blocks an editors’ page gathers into lists, so none of them is left out there', () => {
    const listsOnly = Object.entries(BLOCKS).filter(([, definition]) => definition.List && !definition.Component).map(([name]) => name);
    expect(new Set(listsOnly)).toEqual(new Set(EDITOR_LIST_BLOCKS));
  });

  it.each(Object.entries(BLOCKS).filter(([, definition]) => definition.interactive))(
    'names the module %s loads its code from, so the server preloads the right chunks',
    async (_name, definition) => {
      const file = path.join(WORKSPACE_ROOT, definition.interactive?.module ?? '');
      expect(existsSync(file)).toBe(true);
      const loaded = ((await definition.interactive?.loadCode()) as unknown[]).filter(Boolean);
      const exported = Object.values(jest.requireActual<Record<string, unknown>>(file));
      expect(loaded.length).toBeGreaterThan(0);
      for (const component of loaded) {
        expect(exported).toContain(component);
      }
    },
  );

  it('leaves the company registration form’s code out of what a hydrating page loads, and loads it with the page’s loader', async () => {
    const block = BLOCKS['forms.company-registration'];
    await block?.interactive?.loadCode();
    expect(mockFormModuleRan).not.toHaveBeenCalled();
    await block?.loadCode();
    expect(mockFormModuleRan).toHaveBeenCalledTimes(1);
  });
});
