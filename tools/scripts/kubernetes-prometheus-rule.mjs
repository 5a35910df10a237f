#!/usr/bin/env node
/**
 * Writes deploy/kubernetes/prometheus-rule.yaml: the alert rules of tools/prometheus/alerts.yml as
 * Prometheus Operator's PrometheusRule, so that a cluster evaluates the same rules that promtool tests.
 * Run it after changing alerts.yml; apps/gateway/src/deployment/kubernetes-base.spec.ts fails while the two differ.
 * Usage: node tools/scripts/kubernetes-prometheus-rule.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';

const WORKSPACE = path.resolve(import.meta.dirname, '../..');
const ALERT_RULES = 'tools/prometheus/alerts.yml';
const PROMETHEUS_RULE = 'deploy/kubernetes/prometheus-rule.yaml';

const { groups } = parse(readFileSync(path.join(WORKSPACE, ALERT_RULES), 'utf8'));
const rule = {
  apiVersion: 'monitoring.coreos.com/v1',
  kind: 'PrometheusRule',
  metadata: { name: 'jobpoint-gateway' },
  spec: { groups },
};
const header = [
  `# Generated from ${ALERT_RULES} by tools/scripts/kubernetes-prometheus-rule.mjs: change the rules there,`,
  '# then run the script. Each alert has a runbook entry of the same name in docs/operations.md.',
];
writeFileSync(path.join(WORKSPACE, PROMETHEUS_RULE), `${header.join('\n')}\n${stringify(rule, { lineWidth: 0 })}`);
console.info(`${PROMETHEUS_RULE} written from ${ALERT_RULES}`);
