import {
  OBSERVATION_SOURCES,
  type HomeSummary,
  type Laptop,
  type ListFacts,
  type ProcessorLaptop,
} from '@bli/contracts';
import {
  isPriceCurrent,
  newestUpdate,
  oldestUpdate,
  processorModelTokens,
  processorNameTokens,
  TRAVEL_WEIGHT_LIMIT_KG,
} from '@bli/domain';

/*
 * What the pages computed from a whole list before the catalogue counted it (issue #21): every
 * page of the list read, then added up here, as seo's listFacts, the web's summariseLaptops and
 * the web's laptopsWithProcessor did. The aggregates must give the same answers.
 */

export function listFactsOf(laptops: readonly Laptop[], now: Date): ListFacts {
  const priced = laptops.filter((l) => isPriceCurrent(l.lastUpdated, now));
  const oldest = oldestUpdate(priced);
  const cpu = (brand: string) =>
    laptops.filter((l) => (l.processorBrand ?? '').toLowerCase() === brand).length;
  const tier = (name: string) => laptops.filter((l) => l.gamingTier === name).length;
  return {
    count: laptops.length,
    brands: new Set(laptops.map((l) => l.brand.toLowerCase())).size,
    from:
      priced.length > 0 && oldest
        ? { price: Math.min(...priced.map((l) => l.currentPrice)), asOf: oldest }
        : null,
    ram16Plus: laptops.filter((l) => (l.ramSize ?? 0) >= 16).length,
    ssd: laptops.filter((l) => (l.storageType ?? '').toUpperCase() === 'SSD').length,
    dedicatedGraphics: laptops.filter((l) => l.hasDedicatedGraphics).length,
    intel: cpu('intel'),
    amd: cpu('amd'),
    gaming: laptops.filter((l) => l.isGamingLaptop).length,
    tiers: { Entry: tier('Entry'), 'Mid-range': tier('Mid-range'), 'High-end': tier('High-end') },
    newest: newestUpdate(laptops),
  };
}

const AMAZON_SOURCES: ReadonlySet<string> = new Set(OBSERVATION_SOURCES);

function weightKg(laptop: Laptop): number | null {
  const match = /([\d.]+)\s*kg/i.exec(laptop.specifications.weight ?? '');
  return match ? Number.parseFloat(match[1]) : null;
}

export function homeSummaryOf(laptops: readonly Laptop[], now: Date): HomeSummary {
  const laptopsByBrand: Record<string, number> = {};
  const verified = new Set<number>();
  for (const laptop of laptops) {
    const brand = laptop.brand.toLowerCase();
    laptopsByBrand[brand] = (laptopsByBrand[brand] ?? 0) + 1;
    if (
      laptop.priceRangeId !== null &&
      AMAZON_SOURCES.has(laptop.priceSource) &&
      isPriceCurrent(laptop.lastUpdated, now)
    ) {
      verified.add(laptop.priceRangeId);
    }
  }
  const counted = (test: (laptop: Laptop) => boolean) => laptops.filter(test).length;
  return {
    totalLaptops: laptops.length,
    brandCount: Object.keys(laptopsByBrand).length,
    laptopsByBrand,
    verifiedRangeIds: [...verified],
    gaming: counted((l) => l.isGamingLaptop),
    dedicatedGraphics: counted((l) => l.hasDedicatedGraphics),
    ram16OrMore: counted((l) => (l.ramSize ?? 0) >= 16),
    oledDisplays: counted((l) => /\bOLED\b/i.test(l.specifications.display ?? '')),
    travelWeight: counted((l) => {
      const weight = weightKg(l);
      return weight !== null && weight <= TRAVEL_WEIGHT_LIMIT_KG;
    }),
  };
}

function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((token, i) => haystack[start + i] === token)) return true;
  }
  return false;
}

/** The first `limit` laptops of a ranked list whose processor texts name the processor. */
export function laptopsWithProcessorOf(
  ranked: readonly Laptop[],
  processorName: string,
  limit: number,
): ProcessorLaptop[] {
  const needle = processorModelTokens(processorName);
  return ranked
    .filter((laptop) =>
      [laptop.processorModel, laptop.specifications.processor].some(
        (text) => !!text && containsRun(processorNameTokens(text), needle),
      ),
    )
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
