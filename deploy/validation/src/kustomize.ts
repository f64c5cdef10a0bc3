import { execFileSync } from 'node:child_process';
import { parseAllDocuments } from 'yaml';
import { fromRoot } from './repo';

/** A rendered Kubernetes object, loosely typed: the checks read what they need. */
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec?: any;
  data?: Record<string, string>;
}

/**
 * `kubectl kustomize <overlay>`: the overlay as a cluster would receive it. kubectl ships with
 * the machines this project runs on; without it this says how to get one rather than skip.
 */
export function renderOverlay(overlay: string): Manifest[] {
  let output: string;
  try {
    output = execFileSync(
      'kubectl',
      ['kustomize', fromRoot('deploy', 'k8s', 'overlays', overlay)],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        'kubectl is needed to render deploy/k8s (https://kubernetes.io/docs/tasks/tools/)',
      );
    }
    throw new Error(
      `kubectl kustomize ${overlay} failed: ${(error as { stderr?: string }).stderr}`,
    );
  }
  return parseAllDocuments(output).map((document) => {
    if (document.errors.length > 0) throw document.errors[0];
    return document.toJS() as Manifest;
  });
}

/**
 * Validates an object against the Kubernetes JSON schema of its apiVersion and kind, as shipped
 * (compiled) in the `kubernetes-models` package; throws naming the first problems.
 */
export async function validateManifest(manifest: Manifest): Promise<void> {
  const [group, version] = manifest.apiVersion.includes('/')
    ? manifest.apiVersion.split('/')
    : ['', manifest.apiVersion];
  const path = `kubernetes-models/${group ? `${group}/` : ''}${version}/${manifest.kind}`;
  const models = (await import(path)) as Record<
    string,
    new (data: unknown) => { validate(): void }
  >;
  const Model = models[manifest.kind];
  if (!Model) throw new Error(`no schema for ${manifest.apiVersion} ${manifest.kind}`);
  new Model(manifest).validate();
}
