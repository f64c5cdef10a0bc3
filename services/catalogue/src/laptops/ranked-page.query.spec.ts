import { RANK_ORDER } from './laptop-rank.sql';
import { RANK_KEY_COLUMNS, rankedPageQuery } from './ranked-page.query';

const keysOf = (orderBy: object[]) => orderBy.map((entry) => Object.keys(entry)[0]);

it('turns an equality on an index-leading column into a closed range and orders by it first', () => {
  const query = rankedPageQuery({ priceRange: 3 });
  expect(query.where).toEqual({ priceRange: { $gte: 3, $lte: 3 }, isActive: true });
  expect(keysOf(query.orderBy)[0]).toBe('priceRange');
  expect(query.orderBy).toHaveLength(6);

  const amd = rankedPageQuery({ processorBrand: 'AMD' });
  expect(amd.where).toEqual({ processorBrand: { $gte: 'AMD', $lte: 'AMD' }, isActive: true });
  expect(keysOf(amd.orderBy)[0]).toBe('processorBrand');
});

it('leaves ranges, flags and lists without a leading column in plain rank order', () => {
  for (const where of [{ ramSize: { $gte: 16 } }, { isFeatured: true }, {}]) {
    const query = rankedPageQuery(where);
    expect(query.where).toEqual({ ...where, isActive: true });
    expect(query.orderBy).toHaveLength(5);
    expect(keysOf(query.orderBy)).not.toContain('ramSize');
  }
});

it('orders every rank key ascending, so one row comparison starts a page after a row', () => {
  // A raw expression's key is a symbol: Object.values would not see it.
  const directions = rankedPageQuery({ priceRange: 3 }).orderBy.map(
    (entry) => (entry as Record<PropertyKey, unknown>)[Reflect.ownKeys(entry)[0]],
  );
  expect(directions).toEqual(['asc', 'asc', 'asc', 'asc', 'asc', 'asc']);
});

it("starts after a cursor's key with one row comparison, the leading column first", () => {
  const key = [false, -1756.0000000000002, -580, 45_999, 17] as const;
  expect(rankedPageQuery({ priceRange: 3 }).after).toBeUndefined();

  const range = rankedPageQuery({ priceRange: 3 }, key).after!;
  const columns = ['"price_range_id"', ...RANK_ORDER.map(({ sql }) => sql)];
  expect(range.sql).toBe(`(${columns.join(', ')}) > (?, ?, ?, ?, ?, ?)`);
  expect(range.params).toEqual([3, ...key]);

  const all = rankedPageQuery({ ramSize: { $gte: 16 } }, key).after!;
  expect(all.sql).toBe(`(${RANK_ORDER.map(({ sql }) => sql).join(', ')}) > (?, ?, ?, ?, ?)`);
  expect(all.params).toEqual([...key]);
});

it("selects each row's rank key under the names the repository reads", () => {
  expect(rankedPageQuery({}).rankKey).toHaveLength(RANK_ORDER.length);
  expect(RANK_KEY_COLUMNS).toEqual([
    'rank_key_0',
    'rank_key_1',
    'rank_key_2',
    'rank_key_3',
    'rank_key_4',
  ]);
});
