import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

/** A Kubernetes object as a manifest holds it. */
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

interface Kustomization {
  namespace?: string;
  labels?: { pairs: Record<string, string>; includeSelectors?: boolean; includeTemplates?: boolean }[];
  resources?: string[];
}

/** The fields of a kustomization that `renderKustomization` applies; any other stops it. */
const UNDERSTOOD_FIELDS = new Set(['apiVersion', 'kind', 'namespace', 'labels', 'resources']);

/** Every object of a YAML file of one or more documents. */
export function readManifests(file: string): Manifest[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors.map(String).join('; ')}`);
    return document.toJS() as Manifest;
  });
}

/**
 * What `kustomize build <folder>` gives for a base of plain resource files with a namespace and labels on
 * the objects' metadata, which is all the base uses: no kustomize runs on Node and none is on the npm
 * registry. A kustomization that asks for more (patches, generators, selector labels) is refused rather
 * than rendered differently from kustomize.
 */
export function renderKustomization(folder: string): { resourceFiles: string[]; manifests: Manifest[] } {
  const kustomization = readManifests(join(folder, 'kustomization.yaml'))[0] as unknown as Kustomization;
  const unknown = Object.keys(kustomization).filter((field) => !UNDERSTOOD_FIELDS.has(field));
  const labelSets = kustomization.labels ?? [];
  if (labelSets.some((set) => set.includeSelectors || set.includeTemplates)) unknown.push('labels.includeSelectors/includeTemplates');
  if (unknown.length > 0) throw new Error(`kustomization.yaml: ${unknown.join(', ')} not rendered here`);
  const resourceFiles = kustomization.resources ?? [];
  const labels = Object.assign({}, ...labelSets.map((set) => set.pairs)) as Record<string, string>;
  const manifests = resourceFiles
    .flatMap((file) => readManifests(join(folder, file)))
    .map((manifest) => ({
      ...manifest,
      metadata: {
        ...manifest.metadata,
        ...(kustomization.namespace && manifest.kind === 'Namespace' ? { name: kustomization.namespace } : {}),
        ...(kustomization.namespace && manifest.kind !== 'Namespace' ? { namespace: kustomization.namespace } : {}),
        labels: { ...manifest.metadata.labels, ...labels },
      },
    }));
  return { resourceFiles, manifests };
}
