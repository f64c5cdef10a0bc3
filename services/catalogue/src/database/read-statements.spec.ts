import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Laptop } from '../entities';
import { MAX_STATEMENTS, ReadStatements, statementKey } from './read-statements';

/** Just enough of an EntityManager for the cache: every statement answers no rows. */
const executed: unknown[][] = [];
const em = {
  execute: async (_sql: string, params: unknown[]) => {
    executed.push(params);
    return [];
  },
  getMetadata: () => ({ get: () => undefined }),
  getDriver: () => ({ mapResult: (row: unknown) => row }),
} as unknown as EntityManager;

const compiled = (sql: string) => jest.fn(() => ({ toQuery: () => ({ sql, params: [] }) }));

describe('ReadStatements', () => {
  it('compiles once per key', async () => {
    const reads = new ReadStatements();
    const build = compiled('select 1');
    await reads.rows(em, Laptop, 'a', build);
    await reads.rows(em, Laptop, 'a', build);
    await reads.rows(em, Laptop, 'b', build);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('forgets the least recently used statement beyond its capacity', async () => {
    const reads = new ReadStatements();
    const first = compiled('select 1');
    await reads.rows(em, Laptop, 'first', first);
    await reads.rows(em, Laptop, 'second', compiled('select 2'));
    for (let i = 0; i < MAX_STATEMENTS - 2; i++) {
      await reads.rows(em, Laptop, `other-${i}`, compiled('select 3'));
    }
    // Used again, "first" is now the most recent: the next new key pushes "second" out.
    await reads.rows(em, Laptop, 'first', first);
    await reads.rows(em, Laptop, 'one more', compiled('select 4'));
    const second = compiled('select 2');
    await reads.rows(em, Laptop, 'first', first);
    await reads.rows(em, Laptop, 'second', second);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe("ReadStatements with a call's own values", () => {
  const inList = jest.fn((ids: number[]) => ({
    toQuery: () => ({
      sql: `select … where id in (${ids.map(() => '?').join(', ')})`,
      params: ids,
    }),
  }));

  it('compiles a shape once, and runs each call with its own values', async () => {
    const reads = new ReadStatements();
    executed.length = 0;
    await reads.rows(em, Laptop, 'ids-2', () => inList([4, 9]), { values: [4, 9] });
    await reads.rows(em, Laptop, 'ids-2', () => inList([7, 7]), { values: [7, 7] });
    expect(inList).toHaveBeenCalledTimes(1);
    expect(executed).toEqual([
      [4, 9],
      [7, 7],
    ]);
  });

  it('refuses values that are not as many as the parameters', async () => {
    const reads = new ReadStatements();
    await reads.rows(em, Laptop, 'ids-2', () => inList([4, 9]), { values: [4, 9] });
    await expect(
      reads.rows(em, Laptop, 'ids-2', () => inList([4, 9, 1]), { values: [4, 9, 1] }),
    ).rejects.toThrow('Statement ids-2: 3 values for 2 parameters');
  });
});

describe('ReadStatements with times', () => {
  /** A query taking one time twice (a window: starts ≤ now < ends) between other parameters. */
  const windowQuery = jest.fn((now: Date) => ({
    toQuery: () => ({
      sql: 'select … where a = ? and s <= ? and e > ? limit ?',
      params: [7, now, now, 5],
    }),
  }));

  it('compiles once, and runs each call with its own time in every place the time goes', async () => {
    const reads = new ReadStatements();
    const first = new Date('2026-11-28T04:00:00Z');
    const second = new Date('2026-11-28T05:00:00Z');
    executed.length = 0;
    await reads.rows(em, Laptop, 'window', windowQuery, { times: [first] });
    await reads.rows(em, Laptop, 'window', windowQuery, { times: [second] });
    expect(windowQuery).toHaveBeenCalledTimes(1);
    expect(executed).toEqual([
      [7, first, first, 5],
      [7, second, second, 5],
    ]);
  });

  it('refuses a query whose time does not reach its parameters as given', async () => {
    const converted = (now: Date) => ({
      toQuery: () => ({ sql: 'select … where s <= ?', params: [now.toISOString()] }),
    });
    await expect(
      new ReadStatements().rows(em, Laptop, 'converted', converted, { times: [new Date()] }),
    ).rejects.toThrow(/not one of its parameters/);
  });
});

describe('statementKey', () => {
  it('names every input, nested ones too', () => {
    expect(statementKey('page', { priceRange: 3 }, 1)).not.toBe(
      statementKey('page', { priceRange: 4 }, 1),
    );
    expect(statementKey('page', { isFeatured: true }, 1)).toBe(
      statementKey('page', { isFeatured: true }, 1),
    );
  });

  it('refuses a filter with a raw() condition, which JSON would leave out', () => {
    const where = { [raw('"rating" > ?', [4])]: [], isActive: true };
    expect(() => statementKey('page', where)).toThrow(/raw\(\) condition/);
  });
});
