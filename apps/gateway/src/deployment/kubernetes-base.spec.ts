import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PrometheusRule, ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, PersistentVolumeClaim, Secret, Service } from 'kubernetes-models/v1';
import type { IContainer } from 'kubernetes-models/v1/Container';
import { parse } from 'yaml';

import { cmsVariableNames, gatewayVariableNames, productionGatewaySettings, standIn, WORKSPACE } from './deployment-settings';
import { type Manifest, readManifests, renderKustomization } from './kustomization';

const BASE = join(WORKSPACE, 'deploy/kubernetes');
const SECRETS_TEMPLATE = 'secrets.example.yaml';

/** The schema of each kind the base holds, by `apiVersion/kind`. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'monitoring.coreos.com/v1/ServiceMonitor': ServiceMonitor,
  'monitoring.coreos.com/v1/PrometheusRule': PrometheusRule,
};

/** The schema's complaints about a manifest; empty when it is valid. */
function schemaProblems(manifest: Manifest): string {
  const Model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
  if (!Model) return `no schema for ${manifest.apiVersion} ${manifest.kind}`;
  try {
    new Model(manifest as never).validate();
    return '';
  } catch (error) {
    return String(error);
  }
}

const { resourceFiles, manifests } = renderKustomization(BASE);
const secretTemplates = readManifests(join(BASE, SECRETS_TEMPLATE));

function find<T>(kind: string, name: string, list: Manifest[] = manifests): T {
  const manifest = list.find((candidate) => candidate.kind === kind && candidate.metadata.name === name);
  if (!manifest) throw new Error(`no ${kind} ${name} in deploy/kubernetes`);
  return manifest as unknown as T;
}

const gatewayDeployment = find<Deployment>('Deployment', 'jobpoint-gateway');
const gatewaySettings = find<ConfigMap>('ConfigMap', 'jobpoint-gateway').data ?? {};
const gatewaySecret = find<Secret>('Secret', 'jobpoint-gateway', secretTemplates).stringData ?? {};
const gateway = gatewayDeployment.spec?.template.spec?.containers[0] as IContainer;
const cms = find<Deployment>('Deployment', 'jobpoint-cms').spec?.template.spec?.containers[0] as IContainer;

const productionEnvironment = {
  ...gatewaySettings,
  ...Object.fromEntries(Object.keys(gatewaySecret).map((name) => [name, standIn(name)])),
};

function containerPort(container: IContainer, name: string | number): number | undefined {
  return typeof name === 'number' ? name : container.ports?.find((port) => port.name === name)?.containerPort;
}

describe('the Kubernetes base (deploy/kubernetes)', () => {
  it('renders every manifest of its folder; the secrets template stays out', () => {
    const files = readdirSync(BASE).filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml');
    expect([...resourceFiles].sort()).toEqual(files.filter((file) => file !== SECRETS_TEMPLATE).sort());
    expect(manifests.every((manifest) => manifest.kind === 'Namespace' || manifest.metadata.namespace === 'jobpoint')).toBe(true);
  });

  it.each([...manifests, ...secretTemplates].map((manifest) => [`${manifest.kind} ${manifest.metadata.name}`, manifest]))(
    '%s is valid against the Kubernetes and Prometheus Operator schemas',
    (_name, manifest) => {
      expect(schemaProblems(manifest)).toBe('');
    },
  );

  it('refuses manifests that the schemas refuse', () => {
    const broken = structuredClone(gatewayDeployment) as unknown as { spec: { replicas: unknown; selector: unknown } };
    broken.spec.replicas = 'two';
    delete broken.spec.selector;
    expect(schemaProblems(broken as unknown as Manifest)).toMatch(/replicas.*integer|selector/s);
    expect(schemaProblems({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'x' } })).toBe('no schema for v1 Pod');
  });

  it("sets only the gateway's own variables, and values its production validation accepts", () => {
    const known = gatewayVariableNames();
    const names = [...Object.keys(gatewaySettings), ...Object.keys(gatewaySecret), ...(gateway.env ?? []).map((variable) => variable.name)];
    expect(names.filter((name) => !known.has(name))).toEqual([]);
    expect(() => productionGatewaySettings(productionEnvironment)).not.toThrow();
  });

  it('sets only variables the CMS reads', () => {
    const known = cmsVariableNames();
    const names = [
      ...Object.keys(find<ConfigMap>('ConfigMap', 'jobpoint-cms').data ?? {}),
      ...Object.keys(find<Secret>('Secret', 'jobpoint-cms', secretTemplates).stringData ?? {}),
    ];
    expect(names.filter((name) => !known.has(name))).toEqual([]);
  });

  it('holds no secret value', () => {
    expect(secretTemplates.flatMap((secret) => Object.values((secret as unknown as Secret).stringData ?? {})).filter(Boolean)).toEqual([]);
    expect(manifests.filter((manifest) => manifest.kind === 'Secret')).toEqual([]);
  });

  it("probes the gateway's health paths on its port and exposes its metrics port", () => {
    const { config } = productionGatewaySettings(productionEnvironment);
    expect(config.HOST).toBe('0.0.0.0');
    expect(gateway.readinessProbe?.httpGet?.path).toBe('/readyz');
    expect(gateway.livenessProbe?.httpGet?.path).toBe('/healthz');
    expect(gateway.startupProbe?.httpGet?.path).toBe('/healthz');
    for (const probe of [gateway.readinessProbe, gateway.livenessProbe, gateway.startupProbe]) {
      expect(containerPort(gateway, probe?.httpGet?.port ?? '')).toBe(config.PORT);
    }
    expect(containerPort(gateway, 'metrics')).toBe(config.METRICS_PORT);
    expect(cms.readinessProbe?.httpGet?.path).toBe('/_health');
  });

  it('takes a stopping gateway out before its drain ends and lets it finish before it is killed', () => {
    const { config } = productionGatewaySettings(productionEnvironment);
    const readiness = gateway.readinessProbe ?? {};
    const notReadyAfterMs = (readiness.periodSeconds ?? 10) * (readiness.failureThreshold ?? 3) * 1000;
    expect(notReadyAfterMs).toBeLessThan(config.SHUTDOWN_DRAIN_MS);
    const preStopMs = (gateway.lifecycle?.preStop?.sleep?.seconds ?? 0) * 1000;
    const graceMs = (gatewayDeployment.spec?.template.spec?.terminationGracePeriodSeconds ?? 30) * 1000;
    expect(preStopMs + config.SHUTDOWN_TIMEOUT_MS).toBeLessThan(graceMs);
  });

  it('keeps at least two gateways, one at a time out, and none fewer during a rollout', () => {
    expect(gatewayDeployment.spec?.replicas).toBeGreaterThanOrEqual(2);
    expect(find<HorizontalPodAutoscaler>('HorizontalPodAutoscaler', 'jobpoint-gateway').spec?.minReplicas).toBeGreaterThanOrEqual(2);
    expect(find<PodDisruptionBudget>('PodDisruptionBudget', 'jobpoint-gateway').spec?.maxUnavailable).toBe(1);
    expect(gatewayDeployment.spec?.strategy?.rollingUpdate?.maxUnavailable).toBe(0);
  });

  it('runs both images as a non-root user on a read-only file system', () => {
    for (const name of ['jobpoint-gateway', 'jobpoint-cms']) {
      const pod = find<Deployment>('Deployment', name).spec?.template.spec;
      expect(pod?.securityContext?.runAsNonRoot).toBe(true);
      expect(pod?.containers.map((container) => container.securityContext?.readOnlyRootFilesystem)).toEqual([true]);
    }
  });

  it('scrapes the metrics port as the job the alert rules select, from the monitoring namespace only', () => {
    const monitor = find<ServiceMonitor>('ServiceMonitor', 'jobpoint-gateway');
    const service = find<Service>('Service', 'jobpoint-gateway');
    expect(monitor.spec.endpoints?.map((endpoint) => endpoint.port)).toEqual(['metrics']);
    expect(service.spec?.ports?.find((port) => port.name === 'metrics')?.targetPort).toBe('metrics');
    const job = service.metadata?.labels?.[monitor.spec.jobLabel ?? ''];
    const rules = readFileSync(join(WORKSPACE, 'tools/prometheus/alerts.yml'), 'utf8');
    expect(rules).toContain(`job="${job}"`);
    const policy = find<NetworkPolicy>('NetworkPolicy', 'jobpoint-gateway');
    const metricsRule = policy.spec?.ingress?.find((rule) => rule.ports?.some((port) => port.port === 'metrics'));
    expect(metricsRule?.from?.[0]?.namespaceSelector?.matchLabels).toEqual({ 'kubernetes.io/metadata.name': 'monitoring' });
  });

  it('evaluates the alert rules of tools/prometheus (node tools/scripts/kubernetes-prometheus-rule.mjs writes them)', () => {
    const { groups } = parse(readFileSync(join(WORKSPACE, 'tools/prometheus/alerts.yml'), 'utf8')) as { groups: unknown };
    expect(find<PrometheusRule>('PrometheusRule', 'jobpoint-gateway').spec.groups).toEqual(groups);
  });
});
