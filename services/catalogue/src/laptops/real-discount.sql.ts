/**
 * The "real discount" order of a public list (docs/deal-verdicts.md): the largest saving against
 * the laptop's own 90-day median first, as −(median − price) / median to six decimals, so every
 * key is ascending like the rank order's and a page can start after a row (`?after=`). Laptops
 * without a median (no history yet) come last, by id. The index below is on exactly these
 * expressions (the planner uses only an identical one): a change here needs a migration.
 */
export const REAL_DISCOUNT_KEY_SQL = `coalesce(round(("current_price" - "median_price_90d")::numeric / nullif("median_price_90d", 0), 6), 1000000)`;

export const REAL_DISCOUNT_ORDER = [
  { sql: `(${REAL_DISCOUNT_KEY_SQL})`, direction: 'asc' },
  { sql: `"id"`, direction: 'asc' },
] as const;

export const REAL_DISCOUNT_INDEX_SQL =
  `create index "laptops_real_discount_index" on "catalogue"."laptops" ` +
  `(${REAL_DISCOUNT_ORDER.map(({ sql }) => sql).join(', ')}) where "is_active"`;

/**
 * The good-deal filter (PRICE_VERDICT_RULES in @bli/domain): a current price within
 * `withinPercent` of the lowest recorded, in whole rupees × 100 as `isGoodDeal` compares them,
 * with a history that began on or before `historyFrom`.
 */
export const goodDealSql = (withinPercent: number) =>
  `"lowest_price" is not null and "current_price"::bigint * 100 <= "lowest_price"::bigint * ${100 + withinPercent}`;
