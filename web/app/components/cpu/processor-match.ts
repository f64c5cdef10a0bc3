import type { Laptop, ProcessorComparison, ProcessorSpec } from '@bli/contracts';

/** docs/product-rules.md §9: up to 3 popular laptops per processor. */
export const LAPTOPS_PER_PROCESSOR = 3;

/** What the page shows of a matched laptop: only these fields reach the HTML. */
export type ProcessorLaptop = Pick<
  Laptop,
  'slug' | 'title' | 'brand' | 'processorModel' | 'currentPrice' | 'originalPrice' | 'lastUpdated'
>;

/** "Intel Core i5-1135G7 (4 cores)" → ["intel", "core", "i5", "1135g7", "4", "cores"]. */
export function tokens(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/**
 * The part of a processor name that identifies the chip, as tokens. Catalogue names vary
 * ("AMD Ryzen 5 5500U", "Ryzen 5 5500U", "Core i5-1135G7", "Intel Core i5 1135G7"), so the
 * brand and family words are dropped and only the model number is kept: the last word of the
 * name ("5500U", "i5-1135G7" → ["i5", "1135g7"]). A model that is only digits ("Ryzen 7 260")
 * keeps the word before it too (["7", "260"]), so a bare number never matches on its own.
 */
export function modelTokens(processorName: string): string[] {
  const words = processorName.trim().split(/\s+/).filter(Boolean);
  const last = words.at(-1) ?? '';
  const model = tokens(last);
  if (model.length > 0 && model.every((token) => /^\d+$/.test(token)) && words.length > 1) {
    return [...tokens(words.at(-2) ?? ''), ...model];
  }
  return model;
}

/** Whether `needle` occurs as consecutive whole tokens of `haystack`. */
function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((token, i) => haystack[start + i] === token)) return true;
  }
  return false;
}

/**
 * docs/product-rules.md §7: a laptop has the processor when its processorModel or specifications.processor
 * contains the processor's name, case-insensitively. The model number is compared as whole
 * tokens, so "5500U" matches "AMD Ryzen 5 5500U (6 cores)" but not "15500U" or "5500H".
 */
export function hasProcessor(
  laptop: Pick<Laptop, 'processorModel' | 'specifications'>,
  processorName: string,
): boolean {
  const needle = modelTokens(processorName);
  return [laptop.processorModel, laptop.specifications?.processor].some(
    (text) => !!text && containsRun(tokens(text), needle),
  );
}

/**
 * The first laptops (in the catalogue's ranked order: most popular first) with the processor,
 * trimmed to what the page shows.
 */
export function laptopsWithProcessor(
  laptops: readonly Laptop[],
  processorName: string,
  limit = LAPTOPS_PER_PROCESSOR,
): ProcessorLaptop[] {
  return laptops
    .filter((laptop) => hasProcessor(laptop, processorName))
    .slice(0, limit)
    .map(({ slug, title, brand, processorModel, currentPrice, originalPrice, lastUpdated }) => ({
      slug,
      title,
      brand,
      processorModel,
      currentPrice,
      originalPrice,
      lastUpdated,
    }));
}

/** Matched laptops for every processor of every comparison, keyed by processor name. */
export function laptopsByProcessor(
  comparisons: readonly ProcessorComparison[],
  laptops: readonly Laptop[],
): Record<string, ProcessorLaptop[]> {
  const result: Record<string, ProcessorLaptop[]> = {};
  for (const comparison of comparisons) {
    for (const processor of [comparison.processor1, comparison.processor2]) {
      result[processor.name] ??= laptopsWithProcessor(laptops, processor.name);
    }
  }
  return result;
}

/** "AMD Ryzen 5 5500U" → "Ryzen 5 5500U": the name without its brand, for tight spaces. */
export function shortChipName(chip: Pick<ProcessorSpec, 'name' | 'brand'>): string {
  const prefix = `${chip.brand} `;
  return chip.name.toLowerCase().startsWith(prefix.toLowerCase())
    ? chip.name.slice(prefix.length)
    : chip.name;
}

/** docs/product-rules.md §2: the Value card names the AMD chip as the best value. */
export function bestValueChip(comparison: ProcessorComparison): ProcessorSpec {
  return (
    [comparison.processor1, comparison.processor2].find((p) => p.brand === 'AMD') ??
    comparison.processor1
  );
}

export const PERFORMANCE_METRICS = [
  { key: 'singleCore', label: 'Single-core' },
  { key: 'multiCore', label: 'Multi-core' },
  { key: 'gaming', label: 'Gaming (integrated graphics)' },
  { key: 'productivity', label: 'Productivity' },
] as const;

/** Index of the higher score of a pair, or null on a tie. */
export function leaderOf([first, second]: readonly [number, number]): 0 | 1 | null {
  if (first === second) return null;
  return first > second ? 0 : 1;
}

/**
 * The "Choose AMD Ryzen If" / "Choose Intel Core If" lists, from the comparisons' own use-case
 * recommendations (each title once, in order), so the buying guide never contradicts them.
 */
export function choicesByBrand(comparisons: readonly ProcessorComparison[]): {
  AMD: string[];
  Intel: string[];
} {
  const result = { AMD: [] as string[], Intel: [] as string[] };
  for (const comparison of comparisons) {
    const chips = [comparison.processor1, comparison.processor2];
    for (const useCase of comparison.comparison.useCase) {
      const chip = chips.find((p) => p.name === useCase.recommendation);
      if (!chip) continue;
      const list = result[chip.brand];
      if (!list.some((title) => title.toLowerCase() === useCase.title.toLowerCase())) {
        list.push(useCase.title);
      }
    }
  }
  return result;
}
