import type { AdminLaptop } from '@bli/contracts';

let nextId = 1;

/**
 * A laptop as the editor receives it: a freshly imported draft (price observed 22 Nov 2026,
 * 08:00 IST) unless overridden. Made here rather than from @bli/testing, whose index loads the
 * product stack's tooling.
 */
export function testAdminLaptop(overrides: Partial<AdminLaptop> = {}): AdminLaptop {
  const id = nextId++;
  const asin = `B0${String(id).padStart(8, '0')}`;
  return {
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
    priceSource: 'creators-api',
    priceRangeId: 1,
    status: 'draft',
    isActive: false,
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
    // A draft without price history: no saving, no badge (docs/deal-verdicts.md).
    priceCheck: {
      discount: {
        listedPercent: 0,
        listPrice: null,
        median90Days: null,
        savingVsMedian: null,
        highest180Days: null,
        listPriceNeverSeen: false,
      },
      goodDeal: {
        isGoodDeal: false,
        currentPrice: 50_000,
        lowestPrice: null,
        aboveLowestPercent: null,
        historyDays: 0,
        enoughHistory: false,
      },
    },
    review: null,
    verdict: null,
    featureTags: [],
    useCaseTags: [],
    priceRangeLocked: false,
    parsedFields: [],
    unavailableSince: null,
    retailerMissingSince: null,
    imagesRefreshedAt: null,
    createdAt: '2026-11-22T02:30:00Z',
    publishedAt: null,
    retiredAt: null,
    ...overrides,
  };
}
