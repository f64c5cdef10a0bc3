import type { GamingTierName } from '../gaming';
import { parseBudget } from './budget-parser';
import { matchBrand } from './brand-names';

export type ProcessorBrandName = 'Intel' | 'AMD' | 'Apple' | 'Qualcomm';

/** What a shopper's words mean as filters, plus the words left for full-text matching. */
export interface ParsedSearchQuery {
  /** Words for full-text and trigram matching (model lines, model codes, features); at most `MAX_SEARCH_TERMS`. */
  terms: string[];
  minPrice?: number;
  maxPrice?: number;
  /** The query without its budget phrase (for "try a nearby budget"). */
  withoutBudget: string;
  brands: string[];
  processorBrand?: ProcessorBrandName;
  /** Lower-case text the processor name contains, e.g. "core i7", "ryzen 5", "ultra 7". */
  processorFamily?: string;
  minRamGb?: number;
  minStorageGb?: number;
  storageType?: 'SSD' | 'HDD';
  dedicatedGraphics?: boolean;
  gaming?: boolean;
  gamingTier?: GamingTierName;
  maxWeightKg?: number;
  /** Words read as a brand despite a typo: [{ from: "lenova", to: "Lenovo" }]. */
  corrections: { from: string; to: string }[];
}

/** "Thin and light" in the catalogue: at most this heavy. */
export const THIN_AND_LIGHT_MAX_KG = 1.5;

/**
 * Words matched as text at most: the first ten distinct ones. Each costs the search a condition
 * (and, when nothing matches, a check of its own); a real shopper's query has far fewer, and a
 * 200-character query of one-letter words would otherwise make 66.
 */
export const MAX_SEARCH_TERMS = 10;

/** Words that say nothing about which laptop (filler of shopping queries). */
const FILLER = new Set(
  (
    'laptop laptops notebook notebooks computer computers pc best top good great cheap cheapest ' +
    'affordable budget new latest buy price prices in india for with and or the a an of under ' +
    'rs inr rupees ram memory storage processor cpu gb me my i want need show find which is on ' +
    'to from at by range model models series'
  ).split(' '),
);

interface PhraseRule {
  pattern: RegExp;
  apply(query: ParsedSearchQuery, match: RegExpExecArray): void;
  /** Keep the matched words as search terms too (e.g. "rtx 4050" also names a GPU model). */
  keepTerms?: boolean;
}

const PHRASES: PhraseRule[] = [
  {
    pattern:
      /\bthin\s*(?:and|&|n)?\s*light\b|\bthin-and-light\b|\blight\s*weight\b|\blightweight\b|\bultrabook\b|\bultra\s*light\b|\bportable\b/,
    apply: (q) => (q.maxWeightKg = THIN_AND_LIGHT_MAX_KG),
  },
  {
    pattern: /\b(?:entry[\s-]*level|entry)\b/,
    apply: (q) => (q.gamingTier = 'Entry'),
  },
  {
    pattern: /\bmid[\s-]*range\b/,
    apply: (q) => (q.gamingTier = 'Mid-range'),
  },
  {
    pattern: /\b(?:high[\s-]*end|flagship)\b/,
    apply: (q) => (q.gamingTier = 'High-end'),
  },
  {
    pattern: /\b(?:gaming|gamer|games?)\b/,
    apply: (q) => (q.gaming = true),
  },
  {
    pattern: /\b(\d{1,3})\s*(gb|tb)\b(?:\s*(ram|memory|ddr\d|lpddr\d\w*|ssd|hdd|storage|nvme))?/,
    apply(q, m) {
      const size = Number(m[1]) * (m[2] === 'tb' ? 1000 : 1);
      const kind = m[3] ?? '';
      const isStorage = m[2] === 'tb' || /ssd|hdd|storage|nvme/.test(kind) || size >= 128;
      if (isStorage) {
        q.minStorageGb = size;
        if (kind === 'ssd' || kind === 'nvme') q.storageType = 'SSD';
        if (kind === 'hdd') q.storageType = 'HDD';
      } else q.minRamGb = size;
    },
  },
  { pattern: /\b(?:ssd|nvme)\b/, apply: (q) => (q.storageType = 'SSD') },
  { pattern: /\bhdd\b/, apply: (q) => (q.storageType = 'HDD') },
  {
    pattern: /\b(?:intel\s+)?(?:core\s*)?ultra\s*([579])\b/,
    apply(q, m) {
      q.processorBrand = 'Intel';
      q.processorFamily = `ultra ${m[1]}`;
    },
  },
  {
    pattern: /\b(?:intel\s+)?(?:core\s*)?i([3579])\b/,
    apply(q, m) {
      q.processorBrand = 'Intel';
      q.processorFamily = `core i${m[1]}`;
    },
  },
  {
    pattern: /\b(?:amd\s+)?ryzen\s*([3579])\b/,
    apply(q, m) {
      q.processorBrand = 'AMD';
      q.processorFamily = `ryzen ${m[1]}`;
    },
  },
  {
    pattern: /\b(?:apple\s+)?m([1-4])(\s+(?:pro|max))?\b/,
    apply(q, m) {
      q.processorBrand = 'Apple';
      q.processorFamily = `apple m${m[1]}${m[2] ?? ''}`;
    },
  },
  { pattern: /\b(?:amd\s+)?ryzen\b/, apply: (q) => (q.processorBrand = 'AMD') },
  { pattern: /\bintel\b/, apply: (q) => (q.processorBrand = 'Intel') },
  { pattern: /\bamd\b/, apply: (q) => (q.processorBrand = 'AMD') },
  { pattern: /\b(?:snapdragon|qualcomm)\b/, apply: (q) => (q.processorBrand = 'Qualcomm') },
  {
    pattern: /\bintegrated\s+(?:graphics|gpu)\b/,
    apply: (q) => (q.dedicatedGraphics = false),
  },
  {
    pattern:
      /\b(?:dedicated|discrete)\s+(?:graphics|gpu)\b|\bgraphics\s+card\b|\bgpu\b|\bnvidia\b|\bgeforce\b/,
    apply: (q) => (q.dedicatedGraphics = true),
  },
  {
    // A GPU model stays a search term: "rtx 4050" should rank the 4050s first.
    pattern: /\b(?:rtx|gtx)\b/,
    apply: (q) => (q.dedicatedGraphics = true),
    keepTerms: true,
  },
];

/**
 * Reads a shopper's query the way they wrote it: budgets ("50k", "1.5 lakh", "between 40k and
 * 60k"), specs ("16gb", "ssd", "i7", "ryzen 7"), intents ("gaming", "thin and light") and brands
 * with typos. What is left is matched as text.
 */
export function parseSearchQuery(input: string): ParsedSearchQuery {
  const budget = parseBudget(input.slice(0, 200));
  const query: ParsedSearchQuery = {
    terms: [],
    withoutBudget: budget.rest,
    brands: [],
    corrections: [],
    ...(budget.minPrice !== undefined ? { minPrice: budget.minPrice } : {}),
    ...(budget.maxPrice !== undefined ? { maxPrice: budget.maxPrice } : {}),
  };
  let rest = ` ${budget.rest.replace(/[^a-z0-9.&\s-]/g, ' ')} `;
  for (const rule of PHRASES) {
    const global = new RegExp(rule.pattern.source, 'g');
    rest = rest.replace(global, (...args) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      rule.apply(query, match);
      return rule.keepTerms ? args[0] : ' ';
    });
  }
  // Tiers are gaming words; "high end" alone still means a high-end gaming machine.
  if (query.gamingTier) query.gaming = true;

  for (const word of rest.split(/\s+/).filter(Boolean)) {
    const clean = word.replace(/^[-.&]+|[-.&]+$/g, '');
    if (!clean || FILLER.has(clean)) continue;
    const brand = /^[a-z]+$/.test(clean) ? matchBrand(clean) : null;
    if (brand) {
      if (!query.brands.includes(brand)) query.brands.push(brand);
      if (brand.toLowerCase() !== clean && !isAlias(clean)) {
        query.corrections.push({ from: clean, to: brand });
      }
      continue;
    }
    if (!query.terms.includes(clean) && query.terms.length < MAX_SEARCH_TERMS) {
      query.terms.push(clean);
    }
  }
  return query;
}

const isAlias = (word: string) => ['mac', 'macbook', 'surface', 'redmi', 'mi'].includes(word);

/** True when the query asks for nothing at all (an empty search page). */
export function isEmptySearch(query: ParsedSearchQuery): boolean {
  const { terms, brands, corrections, withoutBudget, ...filters } = query;
  void corrections;
  void withoutBudget;
  return terms.length === 0 && brands.length === 0 && Object.keys(filters).length === 0;
}
