import { AffiliatePatterns } from '../affiliate/affiliate.patterns';
import { AlertsPatterns } from '../alerts/alerts.patterns';
import { CataloguePatterns } from '../catalogue/catalogue.patterns';
import { healthPingPattern, MONITORED_SERVICES } from '../common/health.schema';
import type { AnyPattern } from '../common/pattern';
import { ContentPatterns } from '../content/content.patterns';
import { SeoPatterns } from '../seo/seo.patterns';
import { SyncPatterns } from '../sync/sync.patterns';
import {
  consumerSubjects,
  EVENT_STREAMS,
  listenedSubjects,
  publishedStreamSubjects,
} from './event-streams';

/** Each service answers every pattern of its own set, in the queue group named after it. */
const SERVED = {
  catalogue: CataloguePatterns,
  content: ContentPatterns,
  seo: SeoPatterns,
  affiliate: AffiliatePatterns,
  sync: SyncPatterns,
  alerts: AlertsPatterns,
} as const;

export type BusService = keyof typeof SERVED;
/**
 * Every process that connects to NATS, each as a NATS user of its own (an nkey). The web server
 * is not one: it talks HTTP to the gateway only. `bus-admin` is the provisioning step's (it
 * makes the event streams), the one user of JetStream's management API.
 */
export type BusProcess = BusService | 'gateway' | 'bus-admin';
export const BUS_PROCESSES: readonly BusProcess[] = [
  'gateway',
  ...(Object.keys(SERVED) as BusService[]),
  'bus-admin',
];

/**
 * What one process may do on the bus: answer its own patterns and ask those it calls. Event
 * streams (event-streams.ts) add publishing to a stream's subjects and pulling through one's own
 * durable consumer; only `bus-admin` reaches JetStream's management API (a stream on another's
 * subjects would read that traffic).
 */
export interface BusAccess {
  readonly serves: readonly AnyPattern[];
  readonly calls: readonly AnyPattern[];
}

function served(service: BusService): AnyPattern[] {
  return [...Object.values(SERVED[service]), healthPingPattern(service)];
}

function pick<S extends Record<string, AnyPattern>>(set: S, names: (keyof S)[]): AnyPattern[] {
  return names.map((name) => set[name]);
}

/**
 * Who may ask what over NATS: the one table the NATS server's permissions are generated from
 * (docs/security.md, "Internal bus"). A service's own patterns are derived from its contract, so
 * a new one is served as soon as it is defined; what a process calls is listed here, and
 * `bus-access.spec.ts` checks the list against the calls its code makes, both ways.
 */
export const BUS_ACCESS: Readonly<Record<BusProcess, BusAccess>> = {
  // The HTTP contract's routes and the admin's System Status pings; nothing internal (sync's
  // price writes, imports into the catalogue) and nothing it could answer.
  gateway: {
    serves: [],
    calls: [
      ...pick(CataloguePatterns, [
        'priceRangesList',
        'priceRangesGetBySlug',
        'priceRangesGetBySeoSlug',
        'priceRangesCreate',
        'priceRangesUpdate',
        'laptopsList',
        'laptopsFeatured',
        'laptopsByPriceRange',
        'laptopsGetBySlug',
        'laptopsGetBySlugs',
        'homeSummary',
        'laptopsByProcessors',
        'laptopsGaming',
        'laptopsFilter',
        'laptopsMatching',
        'search',
        'searchSuggest',
        'laptopsCompare',
        'dealsList',
        'dealsAdminList',
        'dealsAdminGet',
        'dealsCreate',
        'dealsUpdate',
        'dealsExpire',
        'dealsAudit',
        'statsGet',
        'laptopsSetPrice',
        'priceHistoryGet',
        'laptopBundleGet',
        'laptopsAdminList',
        'laptopsAdminGet',
        'laptopsUpdate',
        'laptopsPublish',
        'laptopsRetire',
        'laptopsAudit',
        'laptopsAttention',
      ]),
      ...Object.values(ContentPatterns).filter((p) => p !== ContentPatterns.pagesList),
      ...Object.values(SeoPatterns),
      ...Object.values(AffiliatePatterns),
      ...Object.values(SyncPatterns),
      ...Object.values(AlertsPatterns),
      ...MONITORED_SERVICES.map(healthPingPattern),
    ],
  },
  // The sale-event calendar the price verdicts cite (docs/deal-verdicts.md).
  catalogue: { serves: served('catalogue'), calls: [ContentPatterns.saleEventsList] },
  content: { serves: served('content'), calls: [] },
  // Page metadata and the sitemap, built from what catalogue and content answer (reads only).
  seo: {
    serves: served('seo'),
    calls: [
      ...pick(CataloguePatterns, [
        'priceRangesList',
        'priceRangesGetBySlug',
        'priceRangesGetBySeoSlug',
        'laptopsByPriceRange',
        'laptopsGetBySlug',
        'laptopsMatching',
        'listFacts',
        'listsNewest',
        'laptopsSitemapParts',
        'laptopsSitemapPart',
        'search',
        'laptopsCompare',
      ]),
      ...pick(ContentPatterns, [
        'blogList',
        'blogGet',
        'authorGet',
        'useCasesList',
        'useCaseGet',
        'knowledgeList',
        'guideGet',
        'processorComparisonsList',
        'pagesList',
      ]),
    ],
  },
  affiliate: {
    serves: served('affiliate'),
    calls: [CataloguePatterns.laptopsGetByAsin],
  },
  // A laptop's price and name when a shopper sets an alert on it.
  alerts: { serves: served('alerts'), calls: [CataloguePatterns.laptopsGetBySlug] },
  'bus-admin': { serves: [], calls: [] },
  // The only writer of prices and imported drafts into the catalogue.
  sync: {
    serves: served('sync'),
    calls: pick(CataloguePatterns, [
      'laptopsSyncTargets',
      'pricesApply',
      'laptopsFindByAsins',
      'laptopsImport',
    ]),
  },
};

/**
 * Where a process's replies arrive (nats.js `inboxPrefix`): a prefix of its own, so no other
 * user may subscribe to them. (Any NATS user name is accepted: the transport's own tests run
 * users of their own.)
 */
export function busInboxPrefix(process: BusProcess | (string & {})): string {
  return `_INBOX_${process}`;
}

/** A process's NATS permissions, in the server's own terms. */
export interface BusPermissions {
  /** Subjects it may publish to (requests; replies go through `allowResponses`). */
  publish: string[];
  /** Subjects it may subscribe to; `subject queue` allows only that queue group. */
  subscribe: string[];
  /** May answer requests it received (once each), whatever their reply subject. */
  allowResponses: boolean;
}

/** The management API subjects of the declared streams and consumers, for `bus-admin` only. */
function streamManagementSubjects(): string[] {
  return [
    '$JS.API.INFO',
    ...EVENT_STREAMS.flatMap((stream) => [
      `$JS.API.STREAM.INFO.${stream.name}`,
      `$JS.API.STREAM.CREATE.${stream.name}`,
      `$JS.API.STREAM.UPDATE.${stream.name}`,
      ...stream.consumers.flatMap((consumer) => [
        `$JS.API.CONSUMER.INFO.${stream.name}.${consumer.durable}`,
        `$JS.API.CONSUMER.CREATE.${stream.name}.${consumer.durable}`,
        `$JS.API.CONSUMER.CREATE.${stream.name}.${consumer.durable}.>`,
        `$JS.API.CONSUMER.DURABLE.CREATE.${stream.name}.${consumer.durable}`,
      ]),
    ]),
  ];
}

export function busPermissions(process: BusProcess): BusPermissions {
  const access = BUS_ACCESS[process];
  return {
    publish: [
      ...new Set([
        ...access.calls.map((pattern) => pattern.subject),
        ...publishedStreamSubjects(process),
        ...consumerSubjects(process),
        ...(process === 'bus-admin' ? streamManagementSubjects() : []),
      ]),
    ],
    subscribe: [
      ...access.serves.map((pattern) => `${pattern.subject} ${process}`),
      ...listenedSubjects(process),
      `${busInboxPrefix(process)}.>`,
    ],
    allowResponses: access.serves.length > 0,
  };
}
