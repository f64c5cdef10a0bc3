import { Injectable } from '@nestjs/common';
import type { SearchFilters, SearchRequest, SearchResult, SearchSuggestion } from '@bli/contracts';
import {
  budgetPhrase,
  isEmptySearch,
  KNOWN_BRANDS,
  matchBrand,
  nearbyBudgets,
  parseSearchQuery,
  queryWithBudget,
  type ParsedSearchQuery,
} from '@bli/domain';
import { toLaptopView } from '../laptops/laptop.mapper';
import { facetsFromRow } from './search-facets';
import type { TextMode } from './search-sql';
import { SearchRepository } from './search.repository';

const SUGGESTED_LAPTOPS = 5;
const SUGGESTIONS_MAX = 8;

/** True when filters narrow the catalogue at all (words, brands or any spec or budget). */
function asksForSomething(filters: SearchFilters): boolean {
  const { terms, brands, ...rest } = filters;
  return terms.length > 0 || brands.length > 0 || Object.keys(rest).length > 0;
}

/** The shopper's words read as filters, with any filter chosen on the page taking precedence. */
export function mergeFilters(parsed: ParsedSearchQuery, request: SearchRequest): SearchFilters {
  const brands = request.brand?.length
    ? request.brand.map((brand) => matchBrand(brand) ?? brand)
    : parsed.brands;
  const graphics =
    request.graphics === undefined ? parsed.dedicatedGraphics : request.graphics === 'dedicated';
  const filters: SearchFilters = {
    terms: parsed.terms,
    brands,
    processorBrand: request.processor ?? parsed.processorBrand,
    processorFamily: parsed.processorFamily,
    minRamGb: request.ram ?? parsed.minRamGb,
    minStorageGb: parsed.minStorageGb,
    storageType: request.storage ?? parsed.storageType,
    dedicatedGraphics: graphics,
    gaming: request.gaming ?? parsed.gaming,
    gamingTier: request.tier ?? parsed.gamingTier,
    minPrice: request.minPrice ?? parsed.minPrice,
    maxPrice: request.maxPrice ?? parsed.maxPrice,
    maxWeightKg: request.maxWeightKg ?? parsed.maxWeightKg,
  };
  // A chosen processor brand other than the one a family belongs to drops the family.
  if (request.processor && request.processor !== parsed.processorBrand) {
    filters.processorFamily = undefined;
  }
  if (filters.gamingTier) filters.gaming = true;
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as SearchFilters;
}

@Injectable()
export class SearchService {
  constructor(private readonly repository: SearchRepository) {}

  async search(request: SearchRequest, now = new Date()): Promise<SearchResult> {
    const parsed = parseSearchQuery(request.q);
    let filters = mergeFilters(parsed, request);
    const offset = (request.page - 1) * request.pageSize;
    const run = (f: SearchFilters, mode: TextMode) =>
      this.repository.search(f, request.sort, request.pageSize, offset, mode);
    // Words first; only when nothing has them, substrings, then close words (typos).
    let page = await run(filters, 'words');
    for (const mode of ['substring', 'fuzzy'] as const) {
      if (page.total > 0 || filters.terms.length === 0) break;
      page = await run(filters, mode);
    }
    let ignoredTerms: string[] = [];

    // Words nothing in the catalogue has ("college", "student") would empty the page: drop them,
    // as long as something else is asked for ("82XM00" alone must not list every laptop).
    if (page.total === 0 && filters.terms.length > 0) {
      const matched = await this.repository.termsMatchingAnything(filters.terms);
      const unmatched = filters.terms.filter((_, i) => !matched[i]);
      const rest = { ...filters, terms: filters.terms.filter((_, i) => matched[i]) };
      if (unmatched.length > 0 && asksForSomething(rest)) {
        ignoredTerms = unmatched;
        filters = rest;
        page = await run(filters, 'words');
      }
    }

    const laptops = await this.repository.byIds(page.ids);
    return {
      q: request.q,
      filters,
      corrections: parsed.corrections,
      ignoredTerms,
      sort: request.sort,
      total: page.total,
      page: request.page,
      pageSize: request.pageSize,
      results: laptops.map((laptop) => toLaptopView(laptop, now)),
      facets: facetsFromRow(page.facets),
      nearbyBudgets: page.total === 0 ? await this.nearby(filters, parsed) : [],
    };
  }

  /** Larger budgets that would find something, as queries in the shopper's own words. */
  private async nearby(filters: SearchFilters, parsed: ParsedSearchQuery) {
    if (filters.maxPrice === undefined) return [];
    const cheapest = await this.repository.cheapestIgnoringBudget(filters);
    if (cheapest === null) return [];
    const budgets = nearbyBudgets(filters.maxPrice, cheapest);
    const counts = await this.repository.countUnderBudgets(filters, budgets);
    return budgets
      .map((maxPrice, i) => ({
        maxPrice,
        q: queryWithBudget(parsed.withoutBudget, maxPrice),
        count: counts[i],
      }))
      .filter((budget) => budget.count > 0);
  }

  /** The search box's list: laptops whose names match what is typed, then whole searches. */
  async suggest(q: string): Promise<SearchSuggestion[]> {
    const parsed = parseSearchQuery(q);
    const text = [...parsed.brands, ...parsed.terms].join(' ').toLowerCase();
    const laptops = text
      ? await this.repository.byIds(await this.repository.closest(text, SUGGESTED_LAPTOPS))
      : [];
    const suggestions: SearchSuggestion[] = laptops.map((laptop) => ({
      kind: 'laptop',
      label: laptop.title,
      href: `/laptop/${laptop.slug}`,
    }));
    const queries = new Set<string>();
    if (!isEmptySearch(parsed)) queries.add(q.trim());
    const lastWord = q.trim().toLowerCase().split(/\s+/).pop() ?? '';
    if (lastWord.length >= 1 && parsed.maxPrice === undefined) {
      for (const brand of KNOWN_BRANDS) {
        if (brand.toLowerCase().startsWith(lastWord)) queries.add(`${brand} laptops`);
      }
    }
    if (/^\d{2,3}$/.test(lastWord)) queries.add(budgetPhrase(Number(lastWord) * 1_000));
    for (const query of queries) {
      suggestions.push({
        kind: 'query',
        label: query,
        href: `/search?${new URLSearchParams({ q: query }).toString()}`,
      });
    }
    return suggestions.slice(0, SUGGESTIONS_MAX);
  }
}
