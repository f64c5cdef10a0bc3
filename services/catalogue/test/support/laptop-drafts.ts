import type { LaptopDraft, LaptopImage } from '@bli/contracts';

/** A picture in the sizes the Creators API lists, smallest first. */
export function testPicture(name: string): LaptopImage {
  const size = (px: number) => ({
    url: `https://m.media-amazon.com/images/I/${name}._SL${px}_.jpg`,
    width: px,
    height: px,
  });
  return { sizes: [size(75), size(500), size(1500)] };
}

/** A new 2026 laptop as sync sends it to catalogue's import; override any field. */
export function testDraft(asin: string, overrides: Partial<LaptopDraft> = {}): LaptopDraft {
  return {
    asin,
    title:
      'Lenovo LOQ 15, Intel Core i5-13450HX, 16GB DDR5, 512GB SSD, NVIDIA GeForce RTX 4050 6GB, 15.6-inch FHD 144Hz, Windows 11, Luna Grey, 2.38 kg, 83DV00KJIN',
    brand: 'Lenovo',
    model: 'LOQ 15IRX9 83DV00KJIN',
    slug: 'lenovo-loq-15irx9-83dv00kjin',
    features: ['NVIDIA GeForce RTX 4050 6GB', '144Hz FHD display'],
    specifications: {
      processor: 'Intel Core i5-13450HX (10 cores, up to 4.6 GHz)',
      ram: '16 GB DDR5 4800 MHz',
      storage: '512 GB SSD',
      graphics: 'NVIDIA GeForce RTX 4050 6GB',
      weight: '2.38 kg',
    },
    processorBrand: 'Intel',
    processorModel: 'Core i5-13450HX',
    ramSize: 16,
    ramType: 'DDR5',
    storageSize: 512,
    storageType: 'SSD',
    displaySize: '15.6 inch',
    displayResolution: '1920x1080',
    hasDedicatedGraphics: true,
    graphicsBrand: 'NVIDIA',
    graphicsModel: 'GeForce RTX 4050',
    isGamingLaptop: true,
    gamingTier: 'Mid-range',
    gamingPerformanceRating: 7,
    parsedFields: ['model', 'processorModel', 'ramSize', 'storageSize', 'specifications'],
    images: [testPicture(`${asin}-front`), testPicture(`${asin}-side`)],
    currentPrice: 72_990,
    originalPrice: 89_990,
    rating: 4.24,
    reviewCount: 12,
    availability: 'in_stock',
    observedAt: '2026-11-21T10:00:00.000Z',
    source: 'creators-api',
    ...overrides,
  };
}
