import type { SearchFilters, SearchSort } from '@bli/contracts';
import { RANK_ORDER_SQL } from '../laptops/laptop-rank.sql';
import { SEARCH_DOCUMENT_SQL, SEARCH_VECTOR_SQL } from './search-document.sql';

/** A WHERE fragment with its `?` parameters in order. */
export interface SqlFragment {
  sql: string;
  params: unknown[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** "i5-13420h", "rtx" → "i5:* & 13420h:* & rtx:*"; null when nothing is left to match. */
export function prefixTsQuery(terms: readonly string[]): string | null {
  const words = terms.flatMap((term) => term.split(/[^a-z0-9]+/)).filter(Boolean);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/**
 * How words are matched, tried in this order until something matches:
 * `words`: every word as a word prefix (full text; the GIN index answers without rechecking
 * rows, so it stays fast on large catalogues), results in the catalogue's rank order;
 * `substring`: every word inside the text (model codes such as "82xm00" within a longer code);
 * `fuzzy`: every word inside the text or as a close word (trigram word similarity, for typos
 * such as "idepad"), closest first. Trigram GIN indexes serve the last two.
 */
export const TEXT_MODES = ['words', 'substring', 'fuzzy'] as const;
export type TextMode = (typeof TEXT_MODES)[number];

export function textCondition(terms: readonly string[], mode: TextMode): SqlFragment | null {
  if (terms.length === 0) return null;
  const like = `${SEARCH_DOCUMENT_SQL} like ?`;
  const pattern = (term: string) => `%${escapeLike(term)}%`;
  const tsQuery = prefixTsQuery(terms);
  if (mode === 'words' && tsQuery) {
    return { sql: `${SEARCH_VECTOR_SQL} @@ to_tsquery('simple'::regconfig, ?)`, params: [tsQuery] };
  }
  if (mode === 'fuzzy') {
    return {
      sql: `(${terms.map(() => `(${like} or ? operator(public.<%) ${SEARCH_DOCUMENT_SQL})`).join(' and ')})`,
      params: terms.flatMap((term) => [pattern(term), term]),
    };
  }
  return { sql: `(${terms.map(() => like).join(' and ')})`, params: terms.map(pattern) };
}

/** Closeness to the words in fuzzy mode; other matches are ordered by rank alone. */
export function relevanceExpression(terms: readonly string[], mode: TextMode): SqlFragment {
  if (mode !== 'fuzzy' || terms.length === 0) return { sql: '0', params: [] };
  return { sql: `public.word_similarity(?, ${SEARCH_DOCUMENT_SQL})`, params: [terms.join(' ')] };
}

/** The filters as conditions on the laptops table; `except` leaves one out (nearby budgets). */
export function filterConditions(
  filters: SearchFilters,
  mode: TextMode,
  except: { price?: boolean } = {},
): SqlFragment[] {
  const out: SqlFragment[] = [{ sql: '"is_active" = true', params: [] }];
  const add = (sql: string, ...params: unknown[]) => out.push({ sql, params });
  const text = textCondition(filters.terms, mode);
  if (text) out.push(text);
  if (filters.brands.length) {
    add(
      `lower("brand") in (${filters.brands.map(() => '?').join(', ')})`,
      ...filters.brands.map((brand) => brand.toLowerCase()),
    );
  }
  if (filters.processorBrand) add('"processor_brand" = ?', filters.processorBrand);
  if (filters.processorFamily) {
    // "core i5" → core & i5: full text, so the filter costs no per-row recheck.
    add(
      `${SEARCH_VECTOR_SQL} @@ to_tsquery('simple'::regconfig, ?)`,
      filters.processorFamily
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
        .join(' & '),
    );
  }
  if (filters.minRamGb) add('"ram_size" >= ?', filters.minRamGb);
  if (filters.minStorageGb) add('"storage_size" >= ?', filters.minStorageGb);
  if (filters.storageType) add('"storage_type" = ?', filters.storageType);
  if (filters.dedicatedGraphics !== undefined) {
    add('"has_dedicated_graphics" = ?', filters.dedicatedGraphics);
  }
  if (filters.gaming) add('"is_gaming_laptop" = true');
  else if (!except.price && (filters.minPrice !== undefined || filters.maxPrice !== undefined)) {
    // Every laptop is one or the other: no row is dropped. It lets the covering search index,
    // keyed (is_active, is_gaming_laptop, current_price), read just the budget's two ranges on
    // PostgreSQL before 18, which cannot skip a key it is not given (at 100,000 laptops on 15:
    // ~600 index pages read for "laptop under 50k" instead of ~2,000).
    add('"is_gaming_laptop" in (false, true)');
  }
  if (filters.gamingTier) add('"gaming_tier" = ?', filters.gamingTier);
  if (!except.price && filters.minPrice !== undefined)
    add('"current_price" >= ?', filters.minPrice);
  if (!except.price && filters.maxPrice !== undefined)
    add('"current_price" <= ?', filters.maxPrice);
  if (filters.maxWeightKg !== undefined) add('"weight_kg" <= ?', filters.maxWeightKg);
  return out;
}

export function joinConditions(fragments: readonly SqlFragment[]): SqlFragment {
  return {
    sql: fragments.map((f) => f.sql).join(' and '),
    params: fragments.flatMap((f) => f.params),
  };
}

/**
 * ORDER BY of each sort; `relevance` is a column of the `base` rows (fuzzy matches), then the
 * lists' rank order, so a search ranks laptops exactly as the lists do.
 */
export function orderBy(sort: SearchSort, byRelevance: boolean): string {
  switch (sort) {
    case 'price-asc':
      return '"current_price" asc, "id" asc';
    case 'price-desc':
      return '"current_price" desc, "id" asc';
    case 'rating':
      return '"rating" desc nulls last, "review_count" desc, "id" asc';
    case 'popularity':
      return '"review_count" desc, "id" asc';
    case 'relevance':
      return `${byRelevance ? 'relevance desc, ' : ''}${RANK_ORDER_SQL}`;
  }
}
