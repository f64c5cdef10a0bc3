/**
 * The text a laptop is found by, as one lower-case SQL expression. The migration's indexes are
 * built on exactly this expression (the planner only uses an index on an identical expression),
 * so a change here needs a migration that rebuilds them.
 */
export const SEARCH_DOCUMENT_SQL =
  `lower("title" || ' ' || "brand" || ' ' || coalesce("model", '') || ' ' || ` +
  `coalesce("processor_model", '') || ' ' || coalesce("graphics_model", '') || ' ' || ` +
  `coalesce("specifications"->>'processor', '') || ' ' || coalesce("specifications"->>'graphics', ''))`;

/** Full-text vector of the document; 'simple' keeps model codes and brand names unstemmed. */
export const SEARCH_VECTOR_SQL = `to_tsvector('simple'::regconfig, ${SEARCH_DOCUMENT_SQL})`;

/** pg_trgm lives in `public` (created by the catalogue migration), so it is named with it. */
export const TRIGRAM_INDEX_SQL =
  `create index "laptops_search_document_trgm_index" on "catalogue"."laptops" ` +
  `using gin ((${SEARCH_DOCUMENT_SQL}) public.gin_trgm_ops)`;

export const FULL_TEXT_INDEX_SQL =
  `create index "laptops_search_vector_index" on "catalogue"."laptops" ` +
  `using gin (${SEARCH_VECTOR_SQL})`;

/**
 * Every column a search filters, counts or sorts on, in one index by price: a search without
 * words reads only this index (index-only scan), never the wide laptop rows, and so do the
 * aggregates of whole lists (list-facts: the price's date and range too). "Gaming" (the most
 * asked filter) is a key before the price, so a gaming search reads only gaming laptops' entries;
 * a search without it reads both values' price ranges (PostgreSQL 18's skip scan).
 */
export const FACETS_INDEX_SQL =
  `create index "laptops_search_facets_index" on "catalogue"."laptops" ` +
  `("is_active", "is_gaming_laptop", "current_price") ` +
  `include ("id", "brand", "processor_brand", "ram_size", "storage_size", "storage_type", ` +
  `"has_dedicated_graphics", "gaming_tier", "weight_kg", "rating", "review_count", ` +
  `"last_updated", "price_range_id")`;

export const BRAND_INDEX_SQL = `create index "laptops_brand_lower_index" on "catalogue"."laptops" (lower("brand"))`;
