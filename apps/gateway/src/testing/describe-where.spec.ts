import { describeWhere } from './describe-where';

const ci = process.env['CI'];
delete process.env['CI'];
const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
describeWhere('/usr/bin/nothing not found', 'a block whose tool is missing', () => {
  it('never runs', () => {
    throw new Error('ran without its tool');
  });
});
const warned = warn.mock.calls.map((call) => String(call[0]));
warn.mockRestore();
if (ci === undefined) delete process.env['CI'];
else process.env['CI'] = ci;

describe('a block whose tool is missing', () => {
  it('is skipped outside CI, saying why', () => {
    expect(warned).toEqual(['a block whose tool is missing: skipped, /usr/bin/nothing not found']);
  });

  it('fails the suite under CI=true', () => {
    const before = process.env['CI'];
    process.env['CI'] = 'true';
    try {
      expect(() => describeWhere('/usr/bin/nothing not found', 'a real Prometheus', () => undefined)).toThrow(
        'a real Prometheus: /usr/bin/nothing not found (CI=true: a block that cannot run fails instead of being skipped)',
      );
    } finally {
      if (before === undefined) delete process.env['CI'];
      else process.env['CI'] = before;
    }
  });
});
