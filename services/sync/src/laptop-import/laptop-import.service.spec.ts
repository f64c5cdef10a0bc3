import { DomainError, UpstreamUnavailableError } from '@bli/server-kit';
import { FakeCatalogue } from '../../test/support/fake-catalogue';
import type { CreatorsApiProvider } from '../providers/creators-api/creators-api.provider';
import type { KeepaProvider } from '../providers/keepa/keepa.provider';
import type {
  CatalogueSource,
  ListingsResult,
  RetailerListing,
  RetailerSearch,
} from '../providers/price-provider';
import { ProviderUnavailableError } from '../providers/provider-errors';
import { ProviderRegistry } from '../providers/provider-registry';
import { LaptopImportService } from './laptop-import.service';
import { RetailerSearchService } from './retailer-search.service';

function listing(asin: string, price: number | null, title: string): RetailerListing {
  return {
    asin,
    title,
    brand: title.split(' ')[0],
    listing: { title, brand: title.split(' ')[0] },
    price,
    originalPrice: null,
    rating: null,
    reviewCount: null,
    availability: price === null ? 'out_of_stock' : 'in_stock',
    images: [
      {
        sizes: [
          { url: `https://m.media-amazon.com/images/I/${asin}.jpg`, width: 500, height: 375 },
        ],
      },
    ],
    observedAt: '2026-11-22T06:00:00.000Z',
    source: 'creators-api',
  };
}

/** A source that knows `listings` and fails the rest as the API does; can be switched off. */
class StubSource implements CatalogueSource {
  available = true;
  rateLimited = false;
  readonly asked: string[][] = [];
  readonly searches: RetailerSearch[] = [];

  constructor(
    readonly source: 'creators-api' | 'keepa',
    private readonly known: RetailerListing[],
  ) {}

  async assertAvailable() {
    if (!this.available) throw new ProviderUnavailableError(this.source, `${this.source} is off`);
  }

  async listings(asins: string[]): Promise<ListingsResult> {
    await this.assertAvailable();
    if (this.rateLimited) throw new DomainError('RATE_LIMITED', 'Keepa tokens are used up');
    this.asked.push(asins);
    const found = this.known.filter((l) => asins.includes(l.asin));
    return {
      source: this.source,
      listings: found.map((l) => ({ ...l, source: this.source })),
      failed: asins
        .filter((asin) => !found.some((l) => l.asin === asin))
        .map((asin) => ({ asin, error: 'does not know this ASIN' })),
    };
  }

  async searchLaptops(request: RetailerSearch) {
    await this.assertAvailable();
    this.searches.push(request);
    return {
      source: this.source,
      products: this.known.map((l) => ({
        asin: l.asin,
        title: l.title,
        brand: l.brand,
        imageUrl: l.images[0]?.sizes[0].url ?? null,
        price: l.price,
      })),
      hasMore: false,
    };
  }
}

const known = [
  listing('B0GNEW0001', 64_990, 'Lenovo IdeaPad Slim 5, Intel Core Ultra 5 225H, 16GB, 512GB SSD'),
  listing('B0GNEW0002', 89_990, 'ASUS Vivobook S16, AMD Ryzen AI 7 350, 16GB, 1TB SSD'),
  listing('B0GNOPRICE', null, 'Dell 16 Premium, Intel Core Ultra 7 255H, 32GB, 1TB SSD'),
];

function setup() {
  const catalogue = new FakeCatalogue([
    {
      asin: 'B0OLDDEMO1',
      lastUpdated: new Date('2026-11-22T05:00:00Z'),
      priceRangeId: 2,
      price: 50_000,
      isActive: true,
      slug: 'hp-15-old',
    },
  ]);
  const creators = new StubSource('creators-api', known);
  const keepa = new StubSource('keepa', known);
  const registry = new ProviderRegistry(
    creators as unknown as CreatorsApiProvider,
    keepa as unknown as KeepaProvider,
  );
  return {
    catalogue,
    creators,
    keepa,
    importer: new LaptopImportService(catalogue.asClient(), registry),
    search: new RetailerSearchService(catalogue.asClient(), registry),
  };
}

describe('importing laptops', () => {
  it('fetches each asin, builds drafts and hands them to catalogue with the operator', async () => {
    const h = setup();
    const result = await h.importer.import({
      asins: ['B0GNEW0001', 'B0GNEW0002'],
      operator: 'ops@example.in',
    });
    expect(h.catalogue.lookups).toEqual([['B0GNEW0001', 'B0GNEW0002']]);
    expect(h.creators.asked).toEqual([['B0GNEW0001', 'B0GNEW0002']]);
    expect(h.keepa.asked).toEqual([]);
    expect(h.catalogue.imports).toHaveLength(1);
    expect(h.catalogue.imports[0].operator).toBe('ops@example.in');
    expect(h.catalogue.imports[0].drafts.map((d) => [d.asin, d.brand, d.currentPrice])).toEqual([
      ['B0GNEW0001', 'Lenovo', 64_990],
      ['B0GNEW0002', 'ASUS', 89_990],
    ]);
    expect(result).toEqual({
      imported: [
        { asin: 'B0GNEW0001', slug: expect.stringMatching(/^lenovo-/) },
        { asin: 'B0GNEW0002', slug: expect.stringMatching(/^asus-/) },
      ],
      failed: [],
    });
  });

  it('refuses with 409 naming the asins catalogue already has, before asking the retailer', async () => {
    const h = setup();
    const failure = await h.importer
      .import({ asins: ['B0GNEW0001', 'B0OLDDEMO1'], operator: 'ops@example.in' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('B0OLDDEMO1 (hp-15-old, active)'),
    });
    expect((failure as Error).message).not.toContain('B0GNEW0001');
    expect(h.creators.asked).toEqual([]);
    expect(h.catalogue.imports).toEqual([]);
  });

  it('fails an unknown asin and one without a price alone; the rest import', async () => {
    const h = setup();
    const result = await h.importer.import({
      asins: ['B0GUNKNOWN', 'B0GNEW0001', 'B0GNOPRICE'],
      operator: 'ops@example.in',
    });
    expect(result.imported.map((i) => i.asin)).toEqual(['B0GNEW0001']);
    expect(result.failed).toEqual([
      { asin: 'B0GUNKNOWN', error: 'does not know this ASIN' },
      { asin: 'B0GNOPRICE', error: expect.stringContaining('without a price cannot be imported') },
    ]);
    expect(h.catalogue.imports[0].drafts.map((d) => d.asin)).toEqual(['B0GNEW0001']);
  });

  it('does not call catalogue when nothing could be drafted', async () => {
    const h = setup();
    const result = await h.importer.import({ asins: ['B0GUNKNOWN'], operator: 'ops@example.in' });
    expect(result).toEqual({
      imported: [],
      failed: [{ asin: 'B0GUNKNOWN', error: 'does not know this ASIN' }],
    });
    expect(h.catalogue.imports).toEqual([]);
  });

  it('uses Keepa when the Creators API is unavailable; 503 when neither is; 429 passes through', async () => {
    const h = setup();
    h.creators.available = false;
    await h.importer.import({ asins: ['B0GNEW0001'], operator: 'ops@example.in' });
    expect(h.keepa.asked).toEqual([['B0GNEW0001']]);
    expect(h.catalogue.imports[0].drafts[0].source).toBe('keepa');

    h.keepa.rateLimited = true;
    await expect(
      h.importer.import({ asins: ['B0GNEW0002'], operator: 'ops@example.in' }),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });

    h.keepa.available = false;
    const failure = await h.importer
      .import({ asins: ['B0GNEW0002'], operator: 'ops@example.in' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(UpstreamUnavailableError);
    expect((failure as Error).message).toBe('Amazon API: creators-api is off; Keepa: keepa is off');
  });
});

describe('searching the retailer', () => {
  it('marks what catalogue has, with its slug', async () => {
    const h = setup();
    h.catalogue.laptops.set('B0GNEW0002', {
      asin: 'B0GNEW0002',
      lastUpdated: new Date(),
      priceRangeId: null,
      price: 89_990,
      isActive: false,
      slug: 'asus-vivobook-s16',
      status: 'draft',
    });
    const result = await h.search.search({ q: 'laptop', page: 2, minPrice: 50_000 });
    expect(h.creators.searches).toEqual([{ keywords: 'laptop', page: 2, minPrice: 50_000 }]);
    expect(result).toMatchObject({ source: 'creators-api', page: 2, hasMore: false });
    expect(result.products.map((p) => [p.asin, p.inCatalogue, p.laptopSlug])).toEqual([
      ['B0GNEW0001', false, undefined],
      ['B0GNEW0002', true, 'asus-vivobook-s16'],
      ['B0GNOPRICE', false, undefined],
    ]);
    expect(result.products[1]).toMatchObject({
      imageUrl: 'https://m.media-amazon.com/images/I/B0GNEW0002.jpg',
      price: 89_990,
    });
    expect(result.products[0]).not.toHaveProperty('laptopSlug');
  });

  it('answers from Keepa when the Creators API is unavailable', async () => {
    const h = setup();
    h.creators.available = false;
    const result = await h.search.search({ q: 'lenovo', page: 1 });
    expect(result.source).toBe('keepa');
    expect(h.keepa.searches).toHaveLength(1);
  });
});
