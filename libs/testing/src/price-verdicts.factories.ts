import type { Deal, LaptopOffer, PriceHistory } from '@bli/contracts';

/**
 * A laptop's price-history answer for unit tests (docs/deal-verdicts.md): four prices in November
 * 2026, 120 days of history, a "Fair price" verdict and no sale events; override any field.
 */
export function testPriceHistory(overrides: Partial<PriceHistory> = {}): PriceHistory {
  const at = (day: number, price: number) => ({
    observedAt: `2026-11-${String(day).padStart(2, '0')}T06:30:00.000Z`,
    price,
    source: 'keepa' as const,
  });
  const points = [at(1, 40_000), at(2, 38_000), at(3, 36_500), at(4, 39_000)];
  return {
    laptopId: 1,
    slug: 'demo-laptop',
    currentPrice: 39_000,
    lastUpdated: points[3].observedAt,
    days: '90',
    points,
    outliers: [],
    lowestEver: points[2],
    lowestEverExcludesOutliers: false,
    median90Days: 38_500,
    highest180Days: 41_000,
    historyDays: 120,
    discountCheck: {
      listedPercent: 0,
      listPrice: null,
      median90Days: 38_500,
      savingVsMedian: { rupees: -500, percent: -1 },
      highest180Days: 41_000,
      listPriceNeverSeen: false,
    },
    goodDeal: {
      isGoodDeal: false,
      currentPrice: 39_000,
      lowestPrice: 36_500,
      aboveLowestPercent: 7,
      historyDays: 120,
      enoughHistory: true,
    },
    saleEventLows: [],
    advice: {
      verdict: 'fair-price',
      label: 'Fair price',
      reason: '₹39,000 is 1% above its 90-day median (₹38,500).',
      evidence: {
        currentPrice: 39_000,
        historyDays: 120,
        lowestPrice: 36_500,
        lowestOn: '2026-11-03',
        median90Days: 38_500,
        savingVsMedian: { rupees: -500, percent: -1 },
        nextSale: null,
        lastYearSale: null,
      },
    },
    calendarAvailable: true,
    ...overrides,
  };
}

/**
 * A live bank deal for unit tests (`GET /api/deals`): 10% up to ₹1,500 with an HDFC Bank card,
 * started an hour ago and ending in five, its laptop's price observed just now; override any field.
 */
export function testDeal(overrides: Partial<Deal> = {}): Deal {
  return {
    id: 7,
    title: 'HDFC Bank card offer on the HP Victus 15',
    dealType: 'bank',
    discountPrice: 72_990,
    originalPrice: 84_999,
    bankName: 'HDFC Bank',
    conditions: '10% instant discount up to ₹1,500 with HDFC Bank credit cards',
    offerPercent: 10,
    offerCap: 1_500,
    processingFee: null,
    effectivePrice: {
      price: 71_490,
      discount: 1_500,
      line: '₹71,490 with an HDFC Bank card (up to ₹1,500 off)',
    },
    emiCost: null,
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    expiresAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
    isActive: true,
    laptop: {
      asin: 'B0KVKFM6BC',
      slug: 'hp-victus-15-fa1351tx',
      brand: 'HP',
      title: 'Victus 15 fa1351TX',
      currentPrice: 72_990,
      lastUpdated: new Date().toISOString(),
    },
    priceAvailable: true,
    ...overrides,
  };
}

/**
 * testDeal()'s offer as its laptop's page carries it (`offers` of `GET /api/laptops/slug/{slug}`):
 * ₹71,490 with an HDFC Bank card; override any field.
 */
export function testLaptopOffer(overrides: Partial<LaptopOffer> = {}): LaptopOffer {
  const { id, title, dealType, bankName, expiresAt, effectivePrice, emiCost } = testDeal();
  return { id, title, dealType, bankName, expiresAt, effectivePrice, emiCost, ...overrides };
}
