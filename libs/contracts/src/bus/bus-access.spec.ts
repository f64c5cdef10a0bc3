import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as contracts from '../index';
import { MONITORED_SERVICES } from '../common/health.schema';
import type { AnyPattern } from '../common/pattern';
import {
  BUS_ACCESS,
  BUS_PROCESSES,
  busInboxPrefix,
  busPermissions,
  type BusProcess,
} from './bus-access';
import { consumerSubjects } from './event-streams';

const root = join(__dirname, '..', '..', '..', '..');
/** Where a process's code is; the provisioning step's (a CLI of server-kit) asks nothing. */
const sourceOf = (process: BusProcess) =>
  process === 'gateway'
    ? join(root, 'gateway', 'src')
    : process === 'bus-admin'
      ? null
      : join(root, 'services', process, 'src');

/** Every `<Name>Patterns` set the contracts export, by its export name. */
const patternSets = new Map(
  Object.entries(contracts).filter(([name]) => /^[A-Z]\w*Patterns$/.test(name)) as [
    string,
    Record<string, AnyPattern>,
  ][],
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name))
    .filter((entry) => !/\.(spec|int-spec)\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The subjects a process's code names: each `<Alias>.<pattern>` of a pattern set imported as a
 * value from @bli/contracts (a type-only import or `typeof` sends nothing), and the health pings
 * of the monitored services where it builds them with `healthPingPattern`.
 */
function subjectsNamedBy(process: BusProcess): Set<string> {
  const subjects = new Set<string>();
  const source = sourceOf(process);
  for (const file of source ? sourceFiles(source) : []) {
    const text = readFileSync(file, 'utf8');
    const imports = text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@bli\/contracts'/g);
    for (const [, typeOnly, specifiers] of imports) {
      if (typeOnly) continue;
      for (const specifier of specifiers.split(',')) {
        const match = /^\s*(type\s+)?(\w+Patterns)(?:\s+as\s+(\w+))?\s*$/.exec(specifier);
        if (!match || match[1]) continue;
        const set = patternSets.get(match[2]);
        if (!set) throw new Error(`${file}: ${match[2]} is not a pattern set`);
        const alias = match[3] ?? match[2];
        for (const [, name] of text.matchAll(
          new RegExp(`(?<!typeof\\s+)\\b${alias}\\.(\\w+)`, 'g'),
        )) {
          const pattern = set[name];
          if (!pattern) throw new Error(`${file}: ${match[2]} has no pattern ${name}`);
          subjects.add(pattern.subject);
        }
      }
    }
    if (/\bhealthPingPattern\(/.test(text)) {
      for (const service of MONITORED_SERVICES) subjects.add(`${service}.health.ping`);
    }
  }
  return subjects;
}

const subjectsOf = (patterns: readonly AnyPattern[]) =>
  new Set(patterns.map((pattern) => pattern.subject));

describe('the bus access table', () => {
  it.each(BUS_PROCESSES)('lists exactly what %s calls, and serves all it answers', (process) => {
    const { serves, calls } = BUS_ACCESS[process];
    const named = subjectsNamedBy(process);
    const own = subjectsOf(serves);
    const called = [...named].filter((subject) => !own.has(subject));
    expect(called.sort()).toEqual([...subjectsOf(calls)].sort());
  });

  it('has every pattern of the contracts served by exactly one service', () => {
    const servers = new Map<string, BusProcess[]>();
    for (const process of BUS_PROCESSES) {
      for (const subject of subjectsOf(BUS_ACCESS[process].serves)) {
        servers.set(subject, [...(servers.get(subject) ?? []), process]);
      }
    }
    for (const set of patternSets.values()) {
      for (const pattern of Object.values(set)) {
        expect([pattern.subject, servers.get(pattern.subject)]).toEqual([
          pattern.subject,
          [pattern.subject.split('.')[0]],
        ]);
      }
    }
  });

  it('calls only what some service answers', () => {
    const answered = new Set(BUS_PROCESSES.flatMap((p) => [...subjectsOf(BUS_ACCESS[p].serves)]));
    for (const process of BUS_PROCESSES) {
      for (const subject of subjectsOf(BUS_ACCESS[process].calls)) {
        expect([process, subject, answered.has(subject)]).toEqual([process, subject, true]);
      }
    }
  });
});

describe('busPermissions', () => {
  it('lets catalogue answer its own subjects in its queue group, ask only for the sale calendar and publish its events', () => {
    const catalogue = busPermissions('catalogue');
    expect(catalogue.publish).toEqual([
      'content.sale-events.list',
      'catalogue.laptops.price-changed',
    ]);
    expect(catalogue.allowResponses).toBe(true);
    expect(catalogue.subscribe).toContain('catalogue.laptops.set-price catalogue');
    expect(catalogue.subscribe).toContain('catalogue.health.ping catalogue');
    expect(catalogue.subscribe).toContain('_INBOX_catalogue.>');
    expect(catalogue.subscribe.filter((s) => !s.startsWith('catalogue.'))).toEqual([
      '_INBOX_catalogue.>',
    ]);
  });

  it('keeps internal writes away from the gateway and JetStream to its declared uses', () => {
    const gateway = busPermissions('gateway');
    for (const internal of [
      'catalogue.prices.apply',
      'catalogue.laptops.import',
      'catalogue.laptops.sync-targets',
      'catalogue.laptops.find-by-asins',
      'catalogue.laptops.get-by-asin',
    ]) {
      expect(gateway.publish).not.toContain(internal);
    }
    expect(gateway.publish).toContain('catalogue.laptops.set-price');
    expect(gateway.allowResponses).toBe(false);
    // It hears price changes (one replica each), to drop its micro-cache's copies of prices.
    expect(gateway.subscribe).toEqual([
      'catalogue.laptops.price-changed gateway',
      '_INBOX_gateway.>',
    ]);
    for (const process of BUS_PROCESSES.filter((p) => p !== 'bus-admin')) {
      const { publish, subscribe } = busPermissions(process);
      const jetStream = [...publish, ...subscribe].filter((s) => s.startsWith('$'));
      expect([process, jetStream]).toEqual([process, consumerSubjects(process)]);
    }
    expect(consumerSubjects('alerts')).toEqual([
      '$JS.API.CONSUMER.INFO.CATALOGUE_PRICES.alerts',
      '$JS.API.CONSUMER.MSG.NEXT.CATALOGUE_PRICES.alerts',
      '$JS.ACK.CATALOGUE_PRICES.alerts.>',
    ]);
  });

  it('lets no process publish to an inbox: its answers go through allowResponses alone', () => {
    // A grant covering the callers' inboxes would also make nats-server keep each reply subject
    // a responder was given for two minutes, pruning the whole map every 4,096 replies: measured
    // at 1,400 requests a second and falling, against 8,600 with answers by allowResponses alone.
    for (const process of BUS_PROCESSES) {
      const covering = busPermissions(process).publish.filter(
        (subject) => subject.startsWith('_INBOX') || subject === '>' || subject.startsWith('*'),
      );
      expect([process, covering]).toEqual([process, []]);
    }
  });

  it('leaves the management of streams to the provisioning user, for the declared streams only', () => {
    const admin = busPermissions('bus-admin');
    expect(admin.allowResponses).toBe(false);
    expect(admin.subscribe).toEqual(['_INBOX_bus-admin.>']);
    expect(admin.publish).toContain('$JS.API.STREAM.CREATE.CATALOGUE_PRICES');
    expect(admin.publish).toContain('$JS.API.CONSUMER.DURABLE.CREATE.CATALOGUE_PRICES.alerts');
    expect(admin.publish.every((s) => s.startsWith('$JS.API.'))).toBe(true);
    expect(admin.publish.some((s) => s.includes('*') || s.endsWith('API.>'))).toBe(false);
  });

  it('gives every process an inbox no other process may read', () => {
    const prefixes = BUS_PROCESSES.map(busInboxPrefix);
    expect(new Set(prefixes).size).toBe(BUS_PROCESSES.length);
    for (const process of BUS_PROCESSES) {
      const inboxes = busPermissions(process).subscribe.filter((s) => s.startsWith('_INBOX'));
      expect(inboxes).toEqual([`${busInboxPrefix(process)}.>`]);
    }
  });
});
