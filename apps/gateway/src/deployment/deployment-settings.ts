import { join } from 'node:path';

import { loadConfig } from '../lib/config';
import { loadMailingConfig } from '../mailing/mailing-config';
import { readVariableNames, schemaVariableNames } from './variable-names';

export const WORKSPACE = join(__dirname, '../../../..');

/** Every variable the gateway's settings declare (its zod schemas), so that a renamed one is noticed. */
export function gatewayVariableNames(): Set<string> {
  return new Set([
    ...schemaVariableNames(join(WORKSPACE, 'apps/gateway/src/lib/config.ts')),
    ...schemaVariableNames(join(WORKSPACE, 'apps/gateway/src/mailing/mailing-config.ts')),
  ]);
}

/** Every variable the CMS reads: its code's, and those Node and Strapi read themselves. */
export function cmsVariableNames(): Set<string> {
  const names = readVariableNames([join(WORKSPACE, 'apps/cms/config'), join(WORKSPACE, 'apps/cms/src')]);
  for (const name of ['NODE_ENV', 'STRAPI_TELEMETRY_DISABLED']) names.add(name);
  return names;
}

/** A value of the right form for a secret or an address the deployment leaves to the operator. */
export function standIn(name: string): string {
  if (name === 'DATABASE_URL') return 'postgres://jobpoint:secret@postgres.internal:5432/jobpoint_outbox?sslmode=verify-full';
  if (name.endsWith('_URL')) return `https://${name.toLowerCase().replaceAll('_', '-')}.example.org`;
  if (name.endsWith('_EMAIL')) return `${name.toLowerCase().replaceAll('_', '-')}@example.org`;
  if (name.endsWith('_ID')) return '7';
  return `stand-in-${name.toLowerCase()}-0123456789`;
}

/** The settings as a production gateway reads them; throws, naming every problem, as the gateway would refuse to start. */
export function productionGatewaySettings(env: Record<string, string>) {
  return { config: loadConfig(env), mailing: loadMailingConfig(env) };
}
