import type { Laptop, ListFacts, PriceRange } from '@bli/contracts';

/** Contract-shaped test data (the shapes the gateway serves), for unit tests anywhere. */
let nextId = 1;

/** 22 Nov 2026, 10:00 IST: laptops made here have current prices (observed 08:00 IST). */
export const TEST_NOW = new Date('2026-11-22T04:30:00Z');

/** A card's price check of a laptop without price history (docs/deal-verdicts.md). */
export function noHistoryPriceCheck(
  currentPrice: number,
  listPrice: number | null,
): Laptop['priceCheck'] {
  return {
    discount: {
      listedPercent:
        listPrice && listPrice > currentPrice
          ? Math.round(((listPrice - currentPrice) / listPrice) * 100)
          : 0,
      listPrice,
      median90Days: null,
      savingVsMedian: null,
      highest180Days: null,
      listPriceNeverSeen: false,
    },
    goodDeal: {
      isGoodDeal: false,
      currentPrice,
      lowestPrice: null,
      aboveLowestPercent: null,
      historyDays: 0,
      enoughHistory: false,
    },
  };
}

/** A laptop for unit tests, price observed 22 Nov 2026 08:00 IST; override any field. */
export function testLaptop(overrides: Partial<Laptop> = {}): Laptop {
  const id = nextId++;
  const asin = `B0${String(id).padStart(8, '0')}`;
  const laptop: Omit<Laptop, 'priceCheck'> & Partial<Pick<Laptop, 'priceCheck'>> = {
    id,
    slug: `laptop-${id}`,
    asin,
    title: `Brand Model ${id}, Intel Core i5, 16GB, 512GB SSD`,
    brand: 'HP',
    model: null,
    imageUrl: null,
    images: [],
    affiliateUrl: `https://www.amazon.in/dp/${asin}?tag=x-21`,
    originalPrice: null,
    currentPrice: 50_000,
    rating: '4.0',
    reviewCount: 100,
    lastUpdated: '2026-11-22T02:30:00Z',
    priceSource: 'admin',
    priceRangeId: 1,
    status: 'active',
    isActive: true,
    availability: 'in_stock',
    isFeatured: false,
    features: [],
    pros: [],
    cons: [],
    specifications: {},
    processorBrand: 'Intel',
    processorModel: 'Core i5-1235U',
    ramSize: 16,
    ramType: 'DDR4',
    storageSize: 512,
    storageType: 'SSD',
    displaySize: null,
    displayResolution: null,
    hasDedicatedGraphics: false,
    isGamingLaptop: false,
    gamingTier: null,
    gamingPerformanceRating: null,
    graphicsBrand: null,
    graphicsModel: null,
    ...overrides,
  };
  return {
    ...laptop,
    priceCheck: laptop.priceCheck ?? noHistoryPriceCheck(laptop.currentPrice, laptop.originalPrice),
  };
}

export function testRange(overrides: Partial<PriceRange> = {}): PriceRange {
  return {
    id: 1,
    name: 'Under ₹50,000',
    slug: 'under-50000',
    seoSlug: 'best-laptop-under-50000',
    minPrice: 30_001,
    maxPrice: 50_000,
    seoTitle: 'Best Laptops Under ₹50,000 in India',
    seoDescription: null,
    isActive: true,
    laptopCount: 0,
    ...overrides,
  };
}

/** The facts of a list holding one `testLaptop()` (its price current at TEST_NOW); override any. */
export function testListFacts(overrides: Partial<ListFacts> = {}): ListFacts {
  return {
    count: 1,
    brands: 1,
    from: { price: 50_000, asOf: '2026-11-22T02:30:00Z' },
    ram16Plus: 1,
    ssd: 1,
    dedicatedGraphics: 0,
    intel: 1,
    amd: 0,
    gaming: 0,
    tiers: { Entry: 0, 'Mid-range': 0, 'High-end': 0 },
    newest: '2026-11-22T02:30:00Z',
    ...overrides,
  };
}
