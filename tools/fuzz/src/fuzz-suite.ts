// One fuzz run against a running stack: read the OpenAPI document, sign in, fuzz every
// operation, then the fixed corpora.
import {
  affiliateRedirects,
  oversizedBodies,
  servedPages,
  type CorpusResult,
} from './corpus-checks';
import { runFuzz, type Finding, type OperationStats } from './fuzz-run';
import { FuzzClient, signIn } from './http-client';
import { knownIdentifiers } from './known-identifiers';
import { fetchOpenApiDocument, operationsOf } from './openapi-operations';

export interface FuzzSuiteOptions {
  baseUrl: string;
  /** Operator credentials; without them admin routes are fuzzed signed out only. */
  admin?: { email: string; password: string };
  runs: number;
  seed: number;
  /** Pages read for the served-XSS check. */
  pageLimit: number;
  /** Operations fuzzed at once (default 4). */
  concurrency?: number;
}

export interface FuzzReport {
  seed: number;
  operations: OperationStats[];
  findings: Finding[];
  corpora: CorpusResult[];
  /** Every request sent, corpora and seeding included. */
  totalSent: number;
  durationMs: number;
}

export async function runFuzzSuite(options: FuzzSuiteOptions): Promise<FuzzReport> {
  const started = performance.now();
  const operations = operationsOf(await fetchOpenApiDocument(options.baseUrl));
  const session = options.admin
    ? await signIn(options.baseUrl, options.admin.email, options.admin.password)
    : null;
  const client = new FuzzClient(options.baseUrl, session);
  const known = await knownIdentifiers(client, operations);
  const { stats, findings } = await runFuzz({
    client,
    operations,
    known: known.all,
    runs: options.runs,
    seed: options.seed,
    concurrency: options.concurrency,
    withSession: session !== null,
  });
  const corpora = [
    await affiliateRedirects(client, operations, known.asins),
    await oversizedBodies(client, operations),
    await servedPages(client, options.pageLimit),
  ];
  return {
    seed: options.seed,
    operations: stats,
    findings,
    corpora,
    totalSent: client.sent,
    durationMs: performance.now() - started,
  };
}

/** True when nothing failed. */
export function passed(report: FuzzReport): boolean {
  return (
    report.findings.length === 0 &&
    report.corpora.every((corpus) => corpus.problems.length === 0) &&
    report.operations.every((operation) => operation.byClass['5xx'] === 0)
  );
}
