import type { Laptop } from '@bli/contracts';

let nextId = 1;

/** A laptop for unit tests: price observed 22 Nov 2026, 08:00 IST; override any field. */
export function testLaptop(overrides: Partial<Laptop> = {}): Laptop {
  const id = nextId++;
  return {
    id,
    slug: `laptop-${id}`,
    asin: `B0000000${id}`,
    title: `Brand Model ${id}, Intel Core i5, 16GB, 512GB SSD`,
    brand: 'HP',
    model: null,
    imageUrl: null,
    affiliateUrl: `https://www.amazon.in/dp/B0000000${id}?tag=x-21`,
    originalPrice: null,
    currentPrice: 50_000,
    rating: '4.0',
    reviewCount: 100,
    lastUpdated: '2026-11-22T02:30:00Z',
    priceSource: 'admin',
    priceRangeId: 1,
    isActive: true,
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
}
