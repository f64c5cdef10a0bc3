import { BlockList, isIPv6 } from 'node:net';
import type { Manifest } from './kustomize';

/** A label selector as Kubernetes writes it; `{}` selects everything. */
export interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: {
    key: string;
    operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist';
    values?: string[];
  }[];
}

interface PolicyPeer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: { cidr: string; except?: string[] };
}

interface PolicyPort {
  protocol?: 'TCP' | 'UDP' | 'SCTP';
  port?: number | string;
  endPort?: number;
}

interface PolicyRule {
  from?: PolicyPeer[];
  to?: PolicyPeer[];
  ports?: PolicyPort[];
}

/** The end of a connection: a pod (in a namespace, with labels and named ports) or an address. */
export type Endpoint =
  | {
      kind: 'pod';
      namespace: Record<string, string>;
      labels: Record<string, string>;
      /** Container port names, for rules that name a port. */
      ports?: Record<string, number>;
    }
  | { kind: 'address'; ip: string };

export interface Connection {
  from: Endpoint;
  to: Endpoint;
  port: number;
  protocol?: 'TCP' | 'UDP';
}

/** Whether a selector selects these labels (matchLabels and matchExpressions both hold). */
export function selects(selector: LabelSelector, labels: Record<string, string>): boolean {
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(
    ([key, value]) => labels[key] === value,
  );
  const byExpression = (selector.matchExpressions ?? []).every(({ key, operator, values }) => {
    switch (operator) {
      case 'In':
        return key in labels && (values ?? []).includes(labels[key]);
      case 'NotIn':
        return !(key in labels) || !(values ?? []).includes(labels[key]);
      case 'Exists':
        return key in labels;
      case 'DoesNotExist':
        return !(key in labels);
    }
  });
  return byLabel && byExpression;
}

function inBlock(ip: string, block: { cidr: string; except?: string[] }): boolean {
  const family = isIPv6(ip) ? 'ipv6' : 'ipv4';
  const list = (cidrs: string[]) => {
    const blocks = new BlockList();
    for (const cidr of cidrs) {
      const [network, prefix] = cidr.split('/');
      if (isIPv6(network) === (family === 'ipv6')) {
        blocks.addSubnet(network, Number(prefix), family);
      }
    }
    return blocks;
  };
  return list([block.cidr]).check(ip, family) && !list(block.except ?? []).check(ip, family);
}

/**
 * Whether a rule's peer is this endpoint, for a policy in `policyNamespace`: a pod selector
 * alone means pods of the policy's namespace; a namespace selector, pods of those namespaces;
 * an ipBlock, addresses (pods are matched by selectors, as clusters do for pod traffic).
 */
function peerMatches(peer: PolicyPeer, endpoint: Endpoint, policyNamespace: string): boolean {
  if (peer.ipBlock) return endpoint.kind === 'address' && inBlock(endpoint.ip, peer.ipBlock);
  if (endpoint.kind !== 'pod') return false;
  const namespaceMatches = peer.namespaceSelector
    ? selects(peer.namespaceSelector, endpoint.namespace)
    : endpoint.namespace['kubernetes.io/metadata.name'] === policyNamespace;
  return namespaceMatches && selects(peer.podSelector ?? {}, endpoint.labels);
}

function portMatches(ports: PolicyPort[] | undefined, connection: Connection): boolean {
  if (!ports || ports.length === 0) return true;
  return ports.some(({ protocol = 'TCP', port, endPort }) => {
    if (protocol !== (connection.protocol ?? 'TCP')) return false;
    if (port === undefined) return true;
    if (typeof port === 'string') {
      return connection.to.kind === 'pod' && connection.to.ports?.[port] === connection.port;
    }
    return connection.port >= port && connection.port <= (endPort ?? port);
  });
}

/**
 * Whether the NetworkPolicies of one namespace let a connection through, by the API's rules: a
 * pod that a policy of a direction selects is isolated in that direction and admits only what
 * one of those policies' rules allows; policies add up. The far side's own namespace (outside
 * these policies) is taken as open.
 */
export function allowed(policies: Manifest[], namespace: string, connection: Connection): boolean {
  const side = (direction: 'Ingress' | 'Egress') => {
    const endpoint = direction === 'Ingress' ? connection.to : connection.from;
    const peer = direction === 'Ingress' ? connection.from : connection.to;
    if (
      endpoint.kind !== 'pod' ||
      endpoint.namespace['kubernetes.io/metadata.name'] !== namespace
    ) {
      return true;
    }
    const isolating = policies.filter(
      (policy) =>
        policyTypes(policy).includes(direction) &&
        selects(policy.spec.podSelector, endpoint.labels),
    );
    if (isolating.length === 0) return true;
    return isolating.some((policy) =>
      ((direction === 'Ingress' ? policy.spec.ingress : policy.spec.egress) ?? []).some(
        (rule: PolicyRule) => {
          const peers = direction === 'Ingress' ? rule.from : rule.to;
          return (
            (!peers || peers.length === 0 || peers.some((p) => peerMatches(p, peer, namespace))) &&
            portMatches(rule.ports, connection)
          );
        },
      ),
    );
  };
  return side('Egress') && side('Ingress');
}

/** A policy's directions: as written, or (unset) Ingress, plus Egress when it has egress rules. */
export function policyTypes(policy: Manifest): string[] {
  return policy.spec.policyTypes ?? ['Ingress', ...(policy.spec.egress ? ['Egress'] : [])];
}
