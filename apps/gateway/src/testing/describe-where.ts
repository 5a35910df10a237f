/**
 * `describe` where what the block needs is installed (`missing` is null); elsewhere the block is skipped
 * and says why. Under `CI=true` a missing tool fails the suite instead: CI installs everything these blocks
 * need (.ci/run), and a green run must not hide blocks that never ran.
 */
export function describeWhere(missing: string | null, name: string, block: () => void): void {
  if (!missing) {
    describe(name, block);
    return;
  }
  if (process.env['CI'] === 'true') {
    throw new Error(`${name}: ${missing} (CI=true: a block that cannot run fails instead of being skipped)`);
  }
  console.warn(`${name}: skipped, ${missing}`);
  describe.skip(`${name} (skipped: ${missing})`, block);
}
