import { PostgreSqlPlatform, type EntityManager } from '@mikro-orm/postgresql';
import {
  MAX_PREPARED_LISTS,
  MAX_PREPARED_SEARCHES,
  MAX_PREPARED_TEXTS,
  preparedRows,
} from './prepared-rows';

/** Just enough of an EntityManager: what went to pg prepared, and what went to MikroORM. */
const prepared: { name: string; text: string; values: unknown[] }[] = [];
const executed: string[] = [];
const em = {
  isInTransaction: () => false,
  getPlatform: () => new PostgreSqlPlatform(),
  execute: async (sql: string) => {
    executed.push(sql);
    return [];
  },
  getConnection: () => ({
    getNativeClient: async () => ({
      query: async (config: { name: string; text: string; values: unknown[] }) => {
        prepared.push(config);
        return { rows: [] };
      },
    }),
  }),
} as unknown as EntityManager;

beforeEach(() => {
  prepared.length = 0;
  executed.length = 0;
});

describe('preparedRows', () => {
  it("numbers MikroORM's marks as PostgreSQL's parameters, one name a text", async () => {
    const at = new Date('2026-11-28T05:00:00Z');
    await preparedRows(em, 'select a from t where b = ? and c >= ? and d = ?', [7, at, null]);
    await preparedRows(em, 'select a from t where b = ? and c >= ? and d = ?', [8, at, 'x']);
    await preparedRows(em, 'select a from t where e = ?', [true]);
    expect(prepared.map(({ text }) => text)).toEqual([
      'select a from t where b = $1 and c >= $2 and d = $3',
      'select a from t where b = $1 and c >= $2 and d = $3',
      'select a from t where e = $1',
    ]);
    expect(prepared[1]).toEqual({ ...prepared[0], values: [8, at, 'x'] });
    expect(prepared[2].name).not.toBe(prepared[0].name);
    expect(executed).toEqual([]);
  });

  it('prepares a list as MikroORM writes it, its values in the text, one name a text', async () => {
    const list = 'select a from t where r = ? and s = ? order by k limit ?';
    await preparedRows(em, list, [2, true, 6], 'list');
    await preparedRows(em, list, [2, true, 6], 'list');
    await preparedRows(em, list, [3, true, 6], 'list');
    expect(prepared.map(({ text, values }) => [text, values])).toEqual([
      ['select a from t where r = 2 and s = true order by k limit 6', []],
      ['select a from t where r = 2 and s = true order by k limit 6', []],
      ['select a from t where r = 3 and s = true order by k limit 6', []],
    ]);
    expect(prepared[0].name).toMatch(/^catalogue_list_\d+$/);
    expect(prepared[1].name).toBe(prepared[0].name);
    expect(prepared[2].name).not.toBe(prepared[0].name);
    expect(executed).toEqual([]);
  });

  it("binds a search's values, one name a shape, named apart from the lookups", async () => {
    const search = 'select count(*) from t where p <= ? limit ? offset ?';
    await preparedRows(em, search, [80000, 24, 0], 'search');
    await preparedRows(em, search, [50000, 24, 24], 'search');
    expect(prepared.map(({ text, values }) => [text, values])).toEqual([
      ['select count(*) from t where p <= $1 limit $2 offset $3', [80000, 24, 0]],
      ['select count(*) from t where p <= $1 limit $2 offset $3', [50000, 24, 24]],
    ]);
    expect(prepared[0].name).toMatch(/^catalogue_search_\d+$/);
    expect(prepared[1].name).toBe(prepared[0].name);
    expect(executed).toEqual([]);
  });

  it('names no more than MAX_PREPARED_SEARCHES searches; the rest run as before', async () => {
    for (let i = 0; i < MAX_PREPARED_SEARCHES + 5; i++) {
      await preparedRows(em, `select ${i} from t where p <= ?`, [1], 'search');
    }
    // The search test above named its text too: at most the cap in all.
    expect(new Set(prepared.map(({ name }) => name)).size).toBeLessThanOrEqual(
      MAX_PREPARED_SEARCHES,
    );
    expect(executed).toHaveLength(MAX_PREPARED_SEARCHES + 5 - prepared.length);
    expect(executed.at(-1)).toBe(`select ${MAX_PREPARED_SEARCHES + 4} from t where p <= ?`);
  });

  it('leaves to MikroORM a text with its other marks, or whose marks and values differ', async () => {
    await preparedRows(em, 'select ?? from t where b = ?', ['a', 1]);
    await preparedRows(em, "select a from t where j \\? 'k' and b = ?", [1]);
    await preparedRows(em, 'select a from t where b = ? and c = ?', [1]);
    await preparedRows(em, 'select a from t where b in (?)', [[1, 2]]);
    expect(prepared).toEqual([]);
    expect(executed).toHaveLength(4);
  });

  it('names no more than MAX_PREPARED_TEXTS texts; the rest run as before', async () => {
    for (let i = 0; i < MAX_PREPARED_TEXTS + 5; i++) {
      await preparedRows(em, `select ${i} from t where b = ?`, [1]);
    }
    // Texts of the tests above hold names too: at most the cap in all, and the last five ran as before.
    expect(new Set(prepared.map(({ name }) => name)).size).toBeLessThan(MAX_PREPARED_TEXTS);
    expect(executed).toHaveLength(MAX_PREPARED_TEXTS + 5 - prepared.length);
    expect(executed.at(-1)).toBe(`select ${MAX_PREPARED_TEXTS + 4} from t where b = ?`);
  });

  it('names no more than MAX_PREPARED_LISTS lists; the rest run as before', async () => {
    for (let i = 0; i < MAX_PREPARED_LISTS + 5; i++) {
      await preparedRows(em, 'select a from t where r = ?', [1000 + i], 'list');
    }
    // The list test above named its texts too: at most the cap in all, and the last five ran as before.
    expect(new Set(prepared.map(({ name }) => name)).size).toBeLessThanOrEqual(MAX_PREPARED_LISTS);
    expect(executed).toHaveLength(MAX_PREPARED_LISTS + 5 - prepared.length);
    expect(executed.at(-1)).toBe('select a from t where r = ?');
  });
});
