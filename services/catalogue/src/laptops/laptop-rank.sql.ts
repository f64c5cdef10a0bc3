/**
 * docs/product-rules.md §9's rank order as SQL, the order of every public laptop list: rated laptops first, by
 * score (reviewCount × 0.7 + rating × 1000 × 0.3) descending, then more reviews, then the lower
 * price, and the id last so that two laptops never tie and a page boundary never moves. For
 * unrated laptops the score is reviewCount × 0.7, so "more reviews first" is the same order there.
 *
 * The score is kept in tenths, `reviewCount × 7 + rating × 10 × 300`: whole numbers (a rating has
 * one decimal), so equal scores tie as the rule means them to, exactly as `rankingScore`
 * (libs/domain) compares them, and in double precision, which PostgreSQL adds and multiplies
 * far faster than numeric (a 100,000-laptop search sorted its matches by numeric arithmetic:
 * about a third of its statement, issue #21).
 *
 * Every key is ascending (a descending one is negated: "unrated" false first, −score, −reviews),
 * so a page that starts after a row is one row comparison, `(key…) > (that row's key…)`, which
 * PostgreSQL reads as a range of the index below instead of walking it from the start (an
 * OFFSET). Each list is read in this order from an index on exactly these expressions (the
 * planner only uses an index whose expressions are identical), so a change here needs a
 * migration that rebuilds the indexes below.
 */
export const RANK_ORDER = [
  { sql: `(not coalesce("rating" > 0, false))`, direction: 'asc' },
  {
    sql: `(-("review_count" * 7 + round(coalesce("rating", 0)::float8 * 10) * 300))`,
    direction: 'asc',
  },
  { sql: `(-"review_count")`, direction: 'asc' },
  { sql: `"current_price"`, direction: 'asc' },
  { sql: `"id"`, direction: 'asc' },
] as const;

/** The rank order as an ORDER BY (of the laptops table or of rows carrying its columns). */
export const RANK_ORDER_SQL = RANK_ORDER.map(({ sql, direction }) => `${sql} ${direction}`).join(
  ', ',
);

/** An index names a plain column as it is and an expression in parentheses, as above. */
const RANK_INDEX_COLUMNS = RANK_ORDER.map(({ sql }) => sql).join(', ');

/** A partial index over the active laptops that `where` selects, in rank order after `leading`. */
const rankIndex = (name: string, leading: string | null, where = '"is_active"') =>
  `create index "${name}" on "catalogue"."laptops" ` +
  `(${leading ? `${leading}, ` : ''}${RANK_INDEX_COLUMNS}) where ${where}`;

/**
 * One index per list: every active laptop (also the lists whose filter is a range, such as
 * ram ≥ 16 GB or a use case's budget, which walk it in order and skip what does not match), a
 * range's, the featured and gaming ones, and each spec-sheet filter's. Equal leading values read
 * in rank order; COUNT(*) of a list is an index-only scan of the same index.
 */
export const RANK_INDEXES = {
  laptops_rank_index: rankIndex('laptops_rank_index', null),
  laptops_price_range_rank_index: rankIndex('laptops_price_range_rank_index', '"price_range_id"'),
  laptops_featured_rank_index: rankIndex(
    'laptops_featured_rank_index',
    null,
    '"is_active" and "is_featured"',
  ),
  laptops_gaming_rank_index: rankIndex(
    'laptops_gaming_rank_index',
    null,
    '"is_active" and "is_gaming_laptop"',
  ),
  laptops_processor_rank_index: rankIndex('laptops_processor_rank_index', '"processor_brand"'),
  laptops_ram_rank_index: rankIndex('laptops_ram_rank_index', '"ram_size"'),
  laptops_storage_rank_index: rankIndex('laptops_storage_rank_index', '"storage_type"'),
  laptops_graphics_rank_index: rankIndex(
    'laptops_graphics_rank_index',
    null,
    '"is_active" and "has_dedicated_graphics"',
  ),
} as const;
