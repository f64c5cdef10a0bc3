import { pngSize } from '../images/png';
import { demoProducts } from '../products/demo-products.data';
import { newLaunchProducts } from '../products/new-launches.data';
import { priceAt } from '../products/price-drift';
import { simulatedProducts } from '../products/simulated-products';
import { CreatorsApiSimulator } from './creators-api.simulator';

// Rendering a 1500 px picture takes a few hundred ms, more on a busy machine.
jest.setTimeout(30_000);

// A loopback server per file: the real protocol end to end, in milliseconds.
const NOW = Date.UTC(2026, 10, 20, 10);
let simulator: CreatorsApiSimulator;
let token: string;

beforeAll(async () => {
  simulator = new CreatorsApiSimulator({
    products: simulatedProducts,
    credentialId: 'id',
    credentialSecret: 'secret',
    tps: 1_000,
    clock: () => NOW,
  });
  await simulator.start();
  const answer = await fetch(simulator.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: 'id',
      client_secret: 'secret',
      scope: 'creatorsapi::default',
    }),
  });
  token = ((await answer.json()) as { access_token: string }).access_token;
});

afterAll(() => simulator.stop());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function call(operation: string, body: Record<string, unknown>): Promise<[number, Json]> {
  const answer = await fetch(`${simulator.url}/catalog/v1/${operation}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'x-marketplace': 'www.amazon.in',
      'content-type': 'application/json; charset=utf-8',
    },
    body: JSON.stringify({ partnerTag: 'test-21', ...body }),
  });
  return [answer.status, await answer.json()];
}

const search = (body: Record<string, unknown>) =>
  call('searchItems', { searchIndex: 'Computers', ...body });
const asinsOf = (answer: Json): string[] => answer.searchResult.items.map((i: Json) => i.asin);
const launch = (asin: string) => newLaunchProducts.find((p) => p.asin === asin)!;

describe('Creators API simulator: searchItems', () => {
  it('finds laptops by title and brand words, new launches included', async () => {
    const [status, answer] = await search({
      keywords: 'legion rtx 5070',
      resources: ['itemInfo.title'],
    });
    expect(status).toBe(200);
    expect(asinsOf(answer)).toContain('B0GW7DNCMO');
    for (const item of answer.searchResult.items) {
      expect(item.itemInfo.title.displayValue).toMatch(/legion/i);
      expect(item.itemInfo.title.displayValue).toMatch(/rtx 5070/i);
    }
    const [, macs] = await search({ keywords: 'Apple MacBook M5', resources: ['itemInfo.title'] });
    expect(asinsOf(macs)).toEqual(
      expect.arrayContaining(['B0G4RXNL9D', 'B0GDZ33WQK', 'B0G0IEX8AW']),
    );
  });

  it('keeps to the Laptops node, a price band in paise and in-stock offers', async () => {
    const [status, answer] = await search({
      keywords: 'laptop',
      browseNodeId: '1375424031',
      minPrice: 60_000_00,
      maxPrice: 90_000_00,
      itemCount: 10,
      resources: ['offersV2.listings.price', 'offersV2.listings.availability'],
    });
    expect(status).toBe(200);
    expect(answer.searchResult.totalResultCount).toBeGreaterThan(10);
    for (const item of answer.searchResult.items) {
      const listing = item.offersV2.listings[0];
      expect(listing.price.money.amount).toBeGreaterThanOrEqual(60_000);
      expect(listing.price.money.amount).toBeLessThanOrEqual(90_000);
      expect(listing.availability.type).toBe('IN_STOCK');
    }
    const [other] = await search({ keywords: 'laptop', browseNodeId: '1389401031' });
    expect(other).toBe(404);
  });

  it('pages 10 items at a time over at most 10 pages, each item once', async () => {
    const first = await search({ keywords: 'laptop', sortBy: 'Price:LowToHigh' });
    const total = first[1].searchResult.totalResultCount as number;
    const available = simulatedProducts.filter(
      (p) => (p.availability ?? 'IN_STOCK') === 'IN_STOCK' && p.available !== false,
    );
    expect(total).toBe(available.length);
    const pages = Math.min(10, Math.ceil(total / 10));
    const seen: string[] = [];
    let previous = 0;
    for (let page = 1; page <= pages; page++) {
      const [status, answer] = await search({
        keywords: 'laptop',
        sortBy: 'Price:LowToHigh',
        itemPage: page,
      });
      expect(status).toBe(200);
      expect(answer.searchResult.items.length).toBe(10);
      for (const asin of asinsOf(answer)) {
        const price = priceAt(
          simulatedProducts.find((p) => p.asin === asin)!,
          NOW,
          {
            periodMs: 3_600_000,
          },
        );
        expect(price).toBeGreaterThanOrEqual(previous);
        previous = price;
        seen.push(asin);
      }
    }
    expect(new Set(seen).size).toBe(seen.length);
    // A page past the results answers 404, as the API does for no results.
    const [empty] = await search({ keywords: 'macbook', itemPage: 3 });
    expect(empty).toBe(404);
  });

  it('shapes each item by the resources asked for and lists new arrivals first', async () => {
    const [, bare] = await search({ keywords: 'zenbook a14' });
    expect(bare.searchResult.items[0]).toEqual({
      asin: 'B0G7Y6BI22',
      detailPageURL: 'https://www.amazon.in/dp/B0G7Y6BI22?tag=test-21&linkCode=ogi&th=1&psc=1',
    });
    const [, rich] = await search({
      keywords: 'zenbook a14',
      resources: ['images.primary.medium', 'itemInfo.byLineInfo', 'searchRefinements'],
    });
    const item = rich.searchResult.items[0];
    expect(Object.keys(item).sort()).toEqual(['asin', 'detailPageURL', 'images', 'itemInfo']);
    expect(item.itemInfo.byLineInfo.brand.displayValue).toBe('ASUS');
    expect(item.images.primary.medium).toEqual({
      url: expect.stringMatching(
        new RegExp(`^${simulator.url}/images/I/71\\w{8}L\\._SL160_\\.png$`),
      ),
      height: 120,
      width: 160,
    });
    expect(rich.searchResult.searchRefinements.otherRefinements[0].bins).toEqual([
      { id: 'ASUS', displayName: 'ASUS' },
    ]);
    const [, newest] = await search({ keywords: 'laptop', sortBy: 'NewestArrivals' });
    expect(asinsOf(newest).every((asin) => asin.startsWith('B0G'))).toBe(true);
  });

  it('includes out-of-stock listings only when asked', async () => {
    const [status, inStock] = await search({ keywords: 'legion pro 7i gen 10' });
    expect(status).toBe(404);
    expect(inStock.type).toBe('ResourceNotFoundException');
    const [, all] = await search({
      keywords: 'legion pro 7i gen 10',
      availability: 'IncludeOutOfStock',
      resources: ['offersV2.listings.availability', 'offersV2.listings.price'],
    });
    const item = all.searchResult.items.find((i: Json) => i.asin === 'B0GE1F6MQS');
    expect(item.offersV2.listings[0]).toEqual({
      availability: { type: 'OUT_OF_STOCK', message: 'Currently unavailable.' },
    });
  });

  it.each([
    [{ keywords: 'hp', itemPage: 11 }, 'itemPage', /value \[11\].*itemPage.*between 1 and 10/],
    [{ keywords: 'hp', itemPage: 0 }, 'itemPage', /itemPage is invalid/],
    [{ keywords: 'hp', itemCount: 20 }, 'itemCount', /itemCount is invalid/],
    [{ resources: ['itemInfo.title'] }, 'keywords', /at least 1 of the following parameters/],
    [{ keywords: '   ' }, 'keywords', /at least 1 of the following parameters/],
    [{ keywords: 'hp', sortBy: 'Cheapest' }, 'sortBy', /\[Cheapest\]/],
    [{ keywords: 'hp', searchIndex: 'Laptops' }, 'searchIndex', /\[Laptops\]/],
    [{ keywords: 'hp', minPrice: 9_000_000, maxPrice: 10 }, 'minPrice', /greater than maxPrice/],
    [{ keywords: 'hp', browseNodeId: 'laptops' }, 'browseNodeId', /\[laptops\]/],
    [
      { keywords: 'hp', resources: ['itemInfo.specs'] },
      'resources',
      /\[itemInfo\.specs\].*resources is invalid/,
    ],
  ])('rejects a malformed search %j with a ValidationException', async (body, field, message) => {
    const [status, answer] = await search(body);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ type: 'ValidationException', reason: 'FieldValidationFailed' });
    expect(answer.message).toMatch(message);
    expect(answer.fieldList.map((f: Json) => f.name)).toContain(field);
  });
});

describe('Creators API simulator: getItems', () => {
  const everything = [
    'itemInfo.title',
    'itemInfo.byLineInfo',
    'itemInfo.features',
    'itemInfo.technicalInfo',
    'itemInfo.productInfo',
    'itemInfo.manufactureInfo',
    'images.primary.small',
    'images.primary.medium',
    'images.primary.large',
    'images.variants.small',
    'images.variants.medium',
    'images.variants.large',
    'offersV2.listings.price',
    'offersV2.listings.availability',
  ];

  it('answers the images, features, technical info and offer of a new launch', async () => {
    const [status, answer] = await call('getItems', {
      itemIds: ['B0G7ACO8IU'],
      resources: everything,
    });
    expect(status).toBe(200);
    expect(answer.errors).toBeUndefined();
    const item = answer.itemsResult.items[0];
    const product = launch('B0G7ACO8IU');
    expect(item.itemInfo.title.displayValue).toBe(product.title);
    expect(item.itemInfo.byLineInfo.brand.displayValue).toBe('HP');
    expect(item.itemInfo.features.displayValues).toEqual(product.features);
    expect(item.itemInfo.technicalInfo.formats.displayValues).toEqual(
      expect.arrayContaining([
        'Processor: AMD Ryzen AI 7 350 (8 cores, 16 threads, up to 5.0 GHz, 50 TOPS NPU)',
        'RAM: 16 GB LPDDR5X-7500 (onboard, not upgradable)',
        'Storage: 1 TB PCIe Gen4 NVMe M.2 SSD',
        'Graphics: AMD Radeon 860M Graphics (integrated)',
        'Weight: 1.34 kg',
        'Operating System: Windows 11 Home',
      ]),
    );
    expect(item.itemInfo.productInfo.color.displayValue).toBe('Glacier Silver');
    expect(item.itemInfo.productInfo.itemDimensions.weight).toMatchObject({
      displayValue: 1340,
      unit: 'Grams',
    });
    expect(item.itemInfo.manufactureInfo.itemPartNumber.displayValue).toBe('he0036AU');
    const sizes = { small: [75, 56], medium: [160, 120], large: [500, 375] };
    for (const [name, [width, height]] of Object.entries(sizes)) {
      expect(item.images.primary[name]).toMatchObject({ width, height });
      expect(item.images.primary[name].url).toContain(`._SL${width}_.png`);
    }
    expect(item.images.variants).toHaveLength(4);
    const urls = [
      item.images.primary.large.url,
      ...item.images.variants.map((v: Json) => v.large.url),
    ];
    expect(new Set(urls).size).toBe(5);
    const listing = item.offersV2.listings[0];
    expect(listing.availability.type).toBe('IN_STOCK');
    expect(listing.price.money.amount).toBe(simulator.priceOf('B0G7ACO8IU'));
    expect(listing.price.savingBasis.money.amount).toBe(102_531);
  });

  it('reports each availability: in stock, out of stock (no price), unavailable (no offer)', async () => {
    const [, answer] = await call('getItems', {
      itemIds: ['B0GJCX23E3', 'B0GE1F6MQS', 'B0G4ZXOW7P'],
      resources: ['offersV2.listings.availability', 'offersV2.listings.price'],
    });
    const [inStock, outOfStock, unavailable] = answer.itemsResult.items;
    expect(inStock.offersV2.listings[0].availability.type).toBe('IN_STOCK');
    expect(inStock.offersV2.listings[0].price).toBeDefined();
    expect(outOfStock.offersV2.listings[0]).toEqual({
      availability: { type: 'OUT_OF_STOCK', message: 'Currently unavailable.' },
    });
    expect(unavailable.offersV2).toBeUndefined();
  });

  it('gives demo products features, technical info and pictures from their titles', async () => {
    const [, answer] = await call('getItems', {
      itemIds: [demoProducts[5].asin],
      resources: everything,
    });
    const item = answer.itemsResult.items[0];
    expect(item.itemInfo.features.displayValues).toContain('Processor: AMD Ryzen 3 7320U');
    expect(item.itemInfo.technicalInfo.formats.displayValues).toContain('Storage: 512GB SSD');
    expect(item.images.primary.large.url).toMatch(/\/images\/I\/71\w{8}L\._SL500_\.png$/);
  });

  it('answers an asin it does not know as an error entry, the others as items', async () => {
    const [status, answer] = await call('getItems', {
      itemIds: ['B0G7ACO8IU', 'B0NOTKNOWN', 'not-an-asin', 'B0G5D7I98A'],
      resources: ['itemInfo.title'],
    });
    expect(status).toBe(200);
    expect(answer.itemsResult.items.map((i: Json) => i.asin)).toEqual(['B0G7ACO8IU', 'B0G5D7I98A']);
    expect(answer.errors).toEqual([
      {
        code: 'ItemNotFound',
        message: 'The ItemId B0NOTKNOWN is not accessible through the Creators API.',
      },
      {
        code: 'InvalidParameterValue',
        message: 'The ItemId not-an-asin provided in the request is invalid.',
      },
    ]);
    const [allUnknown, notFound] = await call('getItems', { itemIds: ['B0NOTKNOWN'] });
    expect(allUnknown).toBe(404);
    expect(notFound).toMatchObject({ type: 'ResourceNotFoundException', resourceType: 'Item' });
  });

  it.each([
    [{ itemIds: Array.from({ length: 11 }, (_, i) => newLaunchProducts[i].asin) }, /at most 10/],
    [{ itemIds: [] }, /must contain the parameter itemIds/],
    [{}, /must contain the parameter itemIds/],
    [{ itemIds: 'B0G7ACO8IU' }, /itemIds is invalid/],
    [{ itemIds: ['B0G7ACO8IU'], resources: ['images.primary.huge'] }, /\[images\.primary\.huge\]/],
  ])('rejects a malformed getItems %j', async (body, message) => {
    const [status, answer] = await call('getItems', body);
    expect(status).toBe(400);
    expect(answer.type).toBe('ValidationException');
    expect(answer.message).toMatch(message);
  });
});

describe('Creators API simulator: pictures', () => {
  it('serves every size the answers list as a PNG of that size, cacheable', async () => {
    const [, answer] = await call('getItems', {
      itemIds: [demoProducts[0].asin],
      resources: [
        'images.primary.small',
        'images.primary.medium',
        'images.primary.large',
        'images.primary.highRes',
      ],
    });
    const primary = answer.itemsResult.items[0].images.primary;
    expect(Object.keys(primary).sort()).toEqual(['highRes', 'large', 'medium', 'small']);
    for (const image of Object.values(primary) as {
      url: string;
      width: number;
      height: number;
    }[]) {
      const response = await fetch(image.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const png = Buffer.from(await response.arrayBuffer());
      expect(pngSize(png)).toEqual({ width: image.width, height: image.height });
      const revalidated = await fetch(image.url, {
        headers: { 'if-none-match': response.headers.get('etag')! },
      });
      expect(revalidated.status).toBe(304);
    }
  });

  it('answers 404 for an unknown picture and a size out of range, and honours the media base', async () => {
    expect((await fetch(`${simulator.url}/images/I/71AAAAAAAAL._SL500_.png`)).status).toBe(404);
    const [, answer] = await call('getItems', {
      itemIds: ['B0G7ACO8IU'],
      resources: ['images.primary.large'],
    });
    const url: string = answer.itemsResult.items[0].images.primary.large.url;
    expect((await fetch(url.replace('_SL500_', '_SL9000_'))).status).toBe(404);
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(1000);

    const elsewhere = new CreatorsApiSimulator({
      products: newLaunchProducts,
      credentialId: 'id',
      credentialSecret: 'secret',
      mediaBaseUrl: 'https://media.example.test/',
    });
    await elsewhere.start();
    try {
      expect(elsewhere.mediaBaseUrl).toBe('https://media.example.test');
    } finally {
      await elsewhere.stop();
    }
  });
});
