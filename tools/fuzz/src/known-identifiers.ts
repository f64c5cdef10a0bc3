// Identifiers that exist (slugs, asins, ids…), read from the answers of the parameterless GETs,
// so generated requests reach real records and not only 404s.
import type { FuzzClient } from './http-client';
import type { Operation } from './openapi-operations';

const IDENTIFIER_KEYS = new Set(['slug', 'asin', 'id', 'seoSlug', 'section', 'category', 'path']);
const LIMIT_PER_KEY = 40;

export async function knownIdentifiers(client: FuzzClient, operations: Operation[]) {
  const byKey = new Map<string, Set<string>>();
  const visit = (value: unknown, key = ''): void => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, key));
    if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) visit(item, name);
      return;
    }
    if (!IDENTIFIER_KEYS.has(key) || (typeof value !== 'string' && typeof value !== 'number')) {
      return;
    }
    const values = byKey.get(key) ?? new Set<string>();
    if (values.size < LIMIT_PER_KEY) values.add(String(value));
    byKey.set(key, values);
  };
  for (const operation of operations) {
    if (operation.method !== 'GET' || operation.params.some((param) => param.required)) continue;
    const response = await client.send({
      kind: 'seed',
      method: 'GET',
      url: operation.path,
      session: operation.admin ? 'admin' : 'none',
    });
    if (response.status === 200) visit(JSON.parse(response.text));
  }
  const paths = [...(byKey.get('path') ?? [])].flatMap((path) => path.split('/').filter(Boolean));
  byKey.delete('path');
  return {
    all: [...new Set([...[...byKey.values()].flatMap((values) => [...values]), ...paths])],
    asins: [...(byKey.get('asin') ?? [])],
  };
}
