import { laptopDraftSchema } from '@bli/contracts';
import { listingInputOf, parseCreatorsItem } from '../providers/creators-api/creators-api.parser';
import type { CreatorsApiItem } from '../providers/creators-api/creators-api.types';
import type { RetailerListing } from '../providers/price-provider';
import { draftOf } from './laptop-draft.mapper';

const MEDIA = 'http://127.0.0.1:3120/images/I';
const sized = (id: string) => ({
  small: { url: `${MEDIA}/${id}._SL75_.png`, width: 75, height: 56 },
  medium: { url: `${MEDIA}/${id}._SL160_.png`, width: 160, height: 120 },
  large: { url: `${MEDIA}/${id}._SL500_.png`, width: 500, height: 375 },
});

/** HP Victus (B0GSPA6C22) as the Creators API simulator serves it to getItems' detail resources. */
const victus: CreatorsApiItem = {
  asin: 'B0GSPA6C22',
  detailPageURL: 'https://www.amazon.in/dp/B0GSPA6C22?tag=test-21&linkCode=ogi&th=1&psc=1',
  itemInfo: {
    title: {
      displayValue:
        'HP Victus Gaming Laptop, AMD Ryzen 7 8845HS, NVIDIA GeForce RTX 5050 8GB, 16GB DDR5, 512GB SSD, 15.6-inch (39.6 cm) FHD IPS 144Hz, Windows 11, MSO 2024, Mica Silver, 2.29 kg, fb3099AX',
    },
    byLineInfo: { brand: { displayValue: 'HP' }, manufacturer: { displayValue: 'HP' } },
    features: {
      displayValues: [
        'Processor: AMD Ryzen 7 8845HS (8 cores, 16 threads, up to 5.1 GHz)',
        'Memory & Storage: 16 GB DDR5-5600 (2 x 8 GB, upgradable to 32 GB) | 512 GB PCIe Gen4 NVMe SSD',
        'Display: 15.6-inch FHD (1920 x 1080) IPS, 144Hz, 250 nits',
        'Graphics: NVIDIA GeForce RTX 5050 Laptop GPU, 8 GB GDDR7',
        'Operating System: Windows 11 Home | Battery: 70 Wh | Weight: 2.29 kg',
        'Backlit keyboard with numeric pad',
        'OMEN Gaming Hub with one-click performance boost',
      ],
    },
    technicalInfo: {
      formats: {
        displayValues: [
          'Processor: AMD Ryzen 7 8845HS (8 cores, 16 threads, up to 5.1 GHz)',
          'RAM: 16 GB DDR5-5600 (2 x 8 GB, upgradable to 32 GB)',
          'Storage: 512 GB PCIe Gen4 NVMe SSD',
          'Display: 15.6-inch FHD (1920 x 1080) IPS, 144Hz, 250 nits',
          'Graphics: NVIDIA GeForce RTX 5050 Laptop GPU, 8 GB GDDR7',
          'Weight: 2.29 kg',
          'Battery: 70 Wh',
          'Operating System: Windows 11 Home',
        ],
      },
    },
    productInfo: {
      color: { displayValue: 'Mica Silver' },
      itemDimensions: { weight: { displayValue: 2290, unit: 'Grams' } },
    },
    manufactureInfo: {
      model: { displayValue: 'Victus 15' },
      itemPartNumber: { displayValue: 'fb3099AX' },
    },
  },
  images: {
    primary: sized('71PrimaryAL'),
    variants: [sized('71VariantAL'), sized('71VariantBL')],
  },
  offersV2: {
    listings: [
      {
        isBuyBoxWinner: true,
        availability: { type: 'IN_STOCK', message: 'In stock' },
        price: {
          money: { amount: 84_990, currency: 'INR' },
          savingBasis: { money: { amount: 105_000 }, savingBasisType: 'LIST_PRICE' },
        },
      },
    ],
  },
  customerReviews: { count: 388, starRating: { value: 4.2 } },
};

function listingOf(item: CreatorsApiItem): RetailerListing {
  const parsed = parseCreatorsItem(item);
  const listing = listingInputOf(item);
  return {
    asin: item.asin,
    title: listing.title,
    brand: parsed.brand,
    listing,
    price: parsed.price,
    originalPrice: parsed.originalPrice,
    rating: parsed.rating ?? null,
    reviewCount: parsed.reviewCount ?? null,
    availability: parsed.availability,
    images: parsed.images,
    observedAt: '2026-11-22T06:00:00.000Z',
    source: 'creators-api',
  };
}

describe('a draft from a retailer listing', () => {
  it('maps the parsed listing, its pictures and its offer onto the draft catalogue stores', () => {
    const built = draftOf(listingOf(victus));
    if (!('draft' in built)) throw new Error(built.error);
    const { draft } = built;
    expect(laptopDraftSchema.parse(draft)).toEqual(draft);
    expect(draft).toMatchObject({
      asin: 'B0GSPA6C22',
      title: victus.itemInfo?.title?.displayValue,
      brand: 'HP',
      processorBrand: 'AMD',
      processorModel: 'Ryzen 7 8845HS',
      ramSize: 16,
      ramType: 'DDR5',
      storageSize: 512,
      storageType: 'SSD',
      displaySize: '15.6 inch',
      displayResolution: '1920x1080',
      hasDedicatedGraphics: true,
      graphicsBrand: 'NVIDIA',
      graphicsModel: 'GeForce RTX 5050',
      isGamingLaptop: true,
      gamingTier: 'Mid-range',
      gamingPerformanceRating: 7,
      currentPrice: 84_990,
      originalPrice: 105_000,
      rating: 4.2,
      reviewCount: 388,
      availability: 'in_stock',
      observedAt: '2026-11-22T06:00:00.000Z',
      source: 'creators-api',
    });
    expect(draft.model).toMatch(/Victus/);
    expect(draft.slug).toMatch(/^hp-victus/);
    expect(draft.features).toHaveLength(7);
    expect(draft.specifications).toMatchObject({
      processor: expect.stringContaining('Ryzen 7 8845HS'),
      ram: expect.stringContaining('16 GB'),
      storage: '512 GB SSD',
      graphics: expect.stringContaining('RTX 5050'),
      weight: '2.29 kg',
    });
    // Every picture, the primary first, each smallest first, URLs as served.
    expect(draft.images).toHaveLength(3);
    expect(draft.images[0].sizes.map((s) => s.width)).toEqual([75, 160, 500]);
    expect(draft.images[0].sizes[2].url).toBe(`${MEDIA}/71PrimaryAL._SL500_.png`);
    // Each parsed field is flagged for the editor; the derived ones too.
    expect(draft.parsedFields).toEqual(
      expect.arrayContaining([
        'model',
        'processorBrand',
        'processorModel',
        'ramSize',
        'ramType',
        'storageSize',
        'storageType',
        'displaySize',
        'displayResolution',
        'hasDedicatedGraphics',
        'graphicsBrand',
        'graphicsModel',
        'isGamingLaptop',
        'gamingTier',
        'gamingPerformanceRating',
        'specifications',
      ]),
    );
  });

  it('flags only what the listing states', () => {
    const built = draftOf(
      listingOf({
        asin: 'B0BARE0001',
        itemInfo: { title: { displayValue: 'Acme Notebook 14, 8GB RAM, 256GB SSD' } },
        offersV2: { listings: [{ price: { money: { amount: 19_999 } } }] },
      }),
    );
    if (!('draft' in built)) throw new Error(built.error);
    expect(built.draft).toMatchObject({
      brand: 'Acme',
      ramSize: 8,
      storageSize: 256,
      processorModel: null,
      hasDedicatedGraphics: false,
      isGamingLaptop: false,
      images: [],
      originalPrice: null,
      rating: null,
      reviewCount: 0,
    });
    expect(built.draft.parsedFields).not.toContain('processorModel');
    expect(built.draft.parsedFields).not.toContain('hasDedicatedGraphics');
    expect(laptopDraftSchema.safeParse(built.draft).success).toBe(true);
  });

  it('refuses a listing without a price, saying why', () => {
    const outOfStock = listingOf({
      ...victus,
      offersV2: { listings: [{ availability: { type: 'OUT_OF_STOCK' } }] },
    });
    expect(draftOf(outOfStock)).toEqual({
      error:
        'Amazon API shows out of stock, no price for it; a laptop without a price cannot be imported (try again when it is on sale)',
    });
    const unsold = { ...victus, offersV2: undefined };
    expect(draftOf({ ...listingOf(unsold), source: 'keepa' })).toEqual({
      error: expect.stringMatching(/^Keepa shows no offer at all for it; a laptop without a price/),
    });
  });
});
