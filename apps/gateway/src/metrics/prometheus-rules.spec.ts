import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describeWith, PROMTOOL } from './testing/prometheus';

const run = promisify(execFile);
const rulesDir = path.resolve(__dirname, '../../../../tools/prometheus');

/** promtool's answer, with its output in the failure message. */
async function promtool(...args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await run(PROMTOOL, args, { cwd: rulesDir });
    return stdout + stderr;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`promtool ${args.join(' ')} failed:\n${stdout}${stderr}`);
  }
}

describeWith(PROMTOOL, 'the alert rules (tools/prometheus)', () => {
  it('are valid rules', async () => {
    expect(await promtool('check', 'rules', 'alerts.yml')).toContain('SUCCESS: 8 rules found');
  });

  it('pass their unit tests: each alert fires when it should and stays quiet otherwise', async () => {
    expect(await promtool('test', 'rules', 'alerts.test.yml')).toContain('SUCCESS');
  });

  it('come with a valid example scrape configuration', async () => {
    expect(await promtool('check', 'config', 'prometheus.yml')).toContain('is valid prometheus config file syntax');
  });
});
