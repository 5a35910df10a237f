import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { AMTOOL, describeWith, PROMTOOL } from './testing/prometheus';

const run = promisify(execFile);
const rulesDir = path.resolve(__dirname, '../../../../tools/prometheus');

/** A tool's answer in tools/prometheus, with its output in the failure message. */
async function runIn(tool: string, ...args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await run(tool, args, { cwd: rulesDir });
    return stdout + stderr;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${path.basename(tool)} ${args.join(' ')} failed:\n${stdout}${stderr}`);
  }
}

const promtool = (...args: string[]) => runIn(PROMTOOL, ...args);

describeWith(PROMTOOL, 'the alert rules (tools/prometheus)', () => {
  it('are valid rules', async () => {
    expect(await promtool('check', 'rules', 'alerts.yml')).toContain('SUCCESS: 10 rules found');
  });

  it('pass their unit tests: each alert fires when it should and stays quiet otherwise', async () => {
    expect(await promtool('test', 'rules', 'alerts.test.yml')).toContain('SUCCESS');
  });

  it('come with a valid example scrape configuration that sends the alerts to an Alertmanager', async () => {
    expect(await promtool('check', 'config', 'prometheus.yml')).toContain('is valid prometheus config file syntax');
    const { alerting } = parse(readFileSync(path.join(rulesDir, 'prometheus.yml'), 'utf8')) as {
      alerting?: { alertmanagers?: { static_configs?: { targets?: string[] }[] }[] };
    };
    expect(alerting?.alertmanagers?.flatMap((manager) => manager.static_configs ?? []).flatMap((config) => config.targets ?? [])).toEqual([
      expect.stringMatching(/:9093$/),
    ]);
  });
});

describeWith(AMTOOL, 'the example Alertmanager configuration (tools/prometheus)', () => {
  it('is valid and routes every alert to a receiver', async () => {
    const checked = await runIn(AMTOOL, 'check-config', 'alertmanager.yml');
    expect(checked).toContain('SUCCESS');
    expect(checked).toContain('1 receivers');
  });
});
