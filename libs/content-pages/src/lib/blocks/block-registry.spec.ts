import { BLOCKS } from './block-registry';

describe('BLOCKS', () => {
  it('loads the code of every block without input with the page that shows it, and has the others at once', () => {
    for (const [name, definition] of Object.entries(BLOCKS)) {
      expect({ name, codeOnDemand: typeof definition.loadCode === 'function' }).toEqual({
        name,
        codeOnDemand: !definition.interactive,
      });
    }
  });
});
