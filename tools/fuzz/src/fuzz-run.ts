// Property-based runs over every operation of the OpenAPI document: for each operation (and, on
// operator routes, with and without a session) valid and invalid requests, each answer checked;
// a failing request is shrunk by fast-check to the smallest that still fails.
import fc from 'fast-check';
import type { FuzzClient } from './http-client';
import type { Operation } from './openapi-operations';
import {
  emptySegment,
  invalidRequests,
  validRequests,
  type FuzzRequest,
  type SessionKind,
} from './request-arbitraries';
import { responseProblem } from './response-check';

export interface OperationStats {
  operation: string;
  sent: number;
  byClass: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  /** Requests valid by the schema that were refused with 400 (cross-field rules). */
  validRefused: number;
  failures: number;
  /** The slowest answer, in milliseconds. */
  slowestMs: number;
}

export interface Finding {
  operation: string;
  session: SessionKind;
  validity: 'valid' | 'invalid';
  problem: string;
  /** The request after shrinking. */
  request: FuzzRequest;
}

export interface FuzzRunOptions {
  client: FuzzClient;
  operations: Operation[];
  /** Identifiers that exist (slugs, asins, ids), mixed into path parameters. */
  known: string[];
  /** Requests to aim for in all (shrinking adds some). */
  runs: number;
  seed: number;
  /** Operations fuzzed at once. */
  concurrency?: number;
  /** Whether an operator session is available for admin routes. */
  withSession: boolean;
}

/** Requests one failing cell may spend on shrinking its counterexample. */
const SHRINK_BUDGET = 60;

interface Cell {
  operation: Operation;
  session: SessionKind;
  validity: 'valid' | 'invalid';
}

function cellsOf(operation: Operation, withSession: boolean): Cell[] {
  const sessions: SessionKind[] = ['none'];
  if (operation.admin && withSession) {
    // Signing out with the run's own session would end it for everything after.
    if (!/\/logout$/.test(operation.path)) sessions.push('admin');
    if (operation.method !== 'GET') sessions.push('no-csrf');
  }
  return sessions.flatMap((session) => [
    { operation, session, validity: 'valid' as const },
    { operation, session, validity: 'invalid' as const },
  ]);
}

function classOf(status: number): keyof OperationStats['byClass'] {
  if (status >= 500 || status === 0) return '5xx';
  if (status >= 400) return '4xx';
  if (status >= 300) return '3xx';
  return '2xx';
}

async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

export async function runFuzz(options: FuzzRunOptions) {
  const { client, operations, known } = options;
  const cells = operations.flatMap((operation) => cellsOf(operation, options.withSession));
  // A few more than runs / cells: a failing cell stops early and shrinks instead.
  const runsPerCell = Math.max(1, Math.ceil((options.runs * 1.02) / cells.length));
  const stats = new Map<string, OperationStats>();
  const findings: Finding[] = [];
  for (const operation of operations) {
    stats.set(operation.id, {
      operation: operation.id,
      sent: 0,
      byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
      validRefused: 0,
      failures: 0,
      slowestMs: 0,
    });
  }

  await pool(cells, options.concurrency ?? 4, async (cell) => {
    const stat = stats.get(cell.operation.id)!;
    const arbitrary =
      cell.validity === 'valid'
        ? validRequests(cell.operation, known, cell.session)
        : invalidRequests(cell.operation, known, cell.session);
    let failed = false;
    let shrinkRequests = 0;
    const property = fc.asyncProperty(arbitrary, async (request) => {
      // Shrinking stops sending after a budget: the smallest failure found so far is reported.
      if (failed && ++shrinkRequests > SHRINK_BUDGET) return;
      const response = await client.send(request);
      stat.sent++;
      stat.slowestMs = Math.max(stat.slowestMs, response.ms);
      stat.byClass[classOf(response.status)]++;
      if (cell.validity === 'valid' && cell.session !== 'no-csrf' && response.status === 400) {
        stat.validRefused++;
      }
      const leaves = request.leavesOperation || emptySegment(request.url);
      const problem = responseProblem(leaves ? null : cell.operation, response);
      if (problem) {
        failed = true;
        throw new Error(problem);
      }
    });
    const result = await fc.check(property, {
      numRuns: runsPerCell,
      seed: options.seed + cells.indexOf(cell),
      interruptAfterTimeLimit: 120_000,
    });
    if (result.failed && result.counterexample) {
      stat.failures++;
      const error = result.errorInstance;
      findings.push({
        operation: cell.operation.id,
        session: cell.session,
        validity: cell.validity,
        problem: error instanceof Error ? error.message : String(error),
        request: result.counterexample[0],
      });
    }
  });
  return { stats: [...stats.values()], findings };
}
