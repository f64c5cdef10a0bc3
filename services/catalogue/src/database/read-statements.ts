import { Injectable } from '@nestjs/common';
import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { preparedRows, type Preparation } from './prepared-rows';

/** A query's SQL with its parameters, as MikroORM's QueryBuilder compiles it. */
export interface Statement {
  sql: string;
  params: readonly unknown[];
}

/** Statements kept at most: the public lists' first pages, ranges, filters and pages are fewer. */
export const MAX_STATEMENTS = 1000;

/**
 * A statement's key from every input of its query. JSON leaves out symbol keys, which is how
 * MikroORM's `raw()` conditions sit in a filter: two filters differing only there would share a
 * statement, so such a filter is refused rather than keyed.
 */
export function statementKey(...inputs: unknown[]): string {
  return JSON.stringify(inputs, (_, value: unknown) => {
    if (value !== null && typeof value === 'object' && Object.getOwnPropertySymbols(value).length) {
      throw new Error('A statement key cannot name a raw() condition: key the query by its inputs');
    }
    return value;
  });
}

/** How a statement runs: the times it takes anew on each call, and how it is prepared. */
export interface ReadOptions {
  times?: readonly Date[];
  prepared?: Preparation;
  /**
   * This call's parameters, in place of those the statement was compiled with: for a key that
   * names the SQL's shape but not its values (an `in` list of one length). As many as compiled.
   */
  values?: readonly unknown[];
}

/** What `build` gives back: a query MikroORM can compile. */
type Compilable = { toQuery(): Statement };

/** A compiled statement, and where each time given anew on every call goes among its parameters. */
interface Compiled extends Statement {
  timeSlots: number[][];
}

/**
 * Read-only queries whose SQL is compiled once per input, then only run. Building a page's query
 * through MikroORM's QueryBuilder (its card columns, the rank order, the conditions) was a third
 * of the catalogue's CPU per uncached list read (issue #21's profile); the SQL is a pure function
 * of what the caller puts in `key` (`statementKey`: every input of `build`), so only the
 * compilation is kept, never an answer: every call still runs its statement on PostgreSQL. The
 * rows are mapped to property names as `QueryBuilder.execute('all')` maps them (no entities). The
 * least recently used statement goes first beyond MAX_STATEMENTS; a key seen once (a deep cursor,
 * one shopper's search) costs what it did before.
 */
@Injectable()
export class ReadStatements {
  private readonly statements = new Map<string, Compiled>();

  /**
   * Runs the statement `build` compiles (once per `key`) in `em`'s context. `times` are inputs
   * that change on every call (the clock's now) and so stay out of the key: `build` receives a
   * stand-in for each, and each call's own times take the stand-ins' places among the parameters.
   * `prepared`: `lookup` for a statement whose plan does not depend on its values (a unique key,
   * one laptop's rows), which PostgreSQL then parses and plans once per connection; `list` for a
   * list's first page, whose plan reads its values (a range of ranges, a budget), prepared with
   * its values written in (`preparedRows`).
   */
  async rows<Row>(
    em: EntityManager,
    entity: EntityName<object>,
    key: string,
    build: (...times: Date[]) => Compilable,
    { times = [], prepared, values: own }: ReadOptions = {},
  ): Promise<Row[]> {
    const { sql, params, timeSlots } = this.statement(key, build, times.length);
    if (own && own.length !== params.length) {
      throw new Error(`Statement ${key}: ${own.length} values for ${params.length} parameters`);
    }
    const values = [...(own ?? params)];
    timeSlots.forEach((slots, i) => slots.forEach((slot) => (values[slot] = times[i])));
    const rows = prepared
      ? await preparedRows<Record<string, unknown>>(em, sql, values, prepared)
      : await em.execute<Record<string, unknown>[]>(sql, values, 'all');
    const meta = em.getMetadata().get(entity);
    const driver = em.getDriver();
    return rows.map((row) => driver.mapResult(row, meta) as Row);
  }

  private statement(
    key: string,
    build: (...times: Date[]) => Compilable,
    timeCount: number,
  ): Compiled {
    const kept = this.statements.get(key);
    // Maps keep insertion order: moved to the end when used, the first key is the least recent.
    this.statements.delete(key);
    const statement = kept ?? compile(key, build, timeCount);
    this.statements.set(key, statement);
    if (this.statements.size > MAX_STATEMENTS) {
      this.statements.delete(this.statements.keys().next().value!);
    }
    return statement;
  }
}

/**
 * Compiles with a stand-in object for each time and finds where each went: MikroORM passes a
 * Date through to the parameters as it is. A stand-in it did not pass through (converted, or
 * dropped from the query) would leave a parameter behind, so it is refused at once.
 */
function compile(
  key: string,
  build: (...times: Date[]) => Compilable,
  timeCount: number,
): Compiled {
  const standIns = Array.from({ length: timeCount }, () => new Date(0));
  const { sql, params } = build(...standIns).toQuery();
  const timeSlots = standIns.map((standIn) =>
    params.flatMap((param, slot) => (param === standIn ? [slot] : [])),
  );
  if (timeSlots.some((slots) => slots.length === 0)) {
    throw new Error(`Statement ${key}: a time it takes is not one of its parameters`);
  }
  return { sql, params, timeSlots };
}
