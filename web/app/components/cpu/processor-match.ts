import type { ProcessorComparison, ProcessorSpec } from '@bli/contracts';

/**
 * What the page shows of a laptop with a processor: the catalogue finds the first 3 in rank order
 * per processor (`GET /api/laptops/by-processor`, docs/product-rules.md §7).
 */
export type { ProcessorLaptop } from '@bli/contracts';

/** Every processor the comparisons name, each once, in the order they name them. */
export function processorNames(comparisons: readonly ProcessorComparison[]): string[] {
  return [
    ...new Set(
      comparisons.flatMap((comparison) => [comparison.processor1.name, comparison.processor2.name]),
    ),
  ];
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
