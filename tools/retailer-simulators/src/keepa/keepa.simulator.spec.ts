import { pngSize } from '../images/png';
import { demoProducts } from '../products/demo-products.data';
import { newLaunchProducts } from '../products/new-launches.data';
import { simulatedProducts } from '../products/simulated-products';
import { KeepaSimulator } from './keepa.simulator';

// Rendering a 1500 px picture takes a few hundred ms, more on a busy machine.
jest.setTimeout(30_000);

// A loopback server: Keepa's protocol end to end (fetch gunzips the bodies).
const NOW = Date.UTC(2026, 10, 20, 10);
let simulator: KeepaSimulator;

beforeAll(async () => {
  simulator = new KeepaSimulator({
    products: simulatedProducts,
    apiKey: 'key',
    refillRate: 20,
    initialTokens: 100_000,
    clock: () => NOW,
  });
  await simulator.start();
});

afterAll(() => simulator.stop());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function get(path: string, params: Record<string, string>): Promise<[number, Json]> {
  const query = new URLSearchParams({ key: 'key', domain: '10', ...params });
  const answer = await fetch(`${simulator.url}/${path}?${query}`);
  expect(answer.headers.get('content-encoding')).toBe('gzip');
  return [answer.status, await answer.json()];
}

describe('Keepa simulator: /product', () => {
  it('answers title, brand, features, description, pictures and availability of a new launch', async () => {
    const [status, answer] = await get('product', { asin: 'B0GJCX23E3,B0GV865BLS,B0G4ZXOW7P' });
    expect(status).toBe(200);
    expect(answer.tokensConsumed).toBe(3);
    const [inStock, outOfStock, unavailable] = answer.products;
    const product = newLaunchProducts.find((p) => p.asin === 'B0GJCX23E3')!;
    expect(inStock).toMatchObject({
      asin: 'B0GJCX23E3',
      productType: 0,
      title: product.title,
      brand: 'Lenovo',
      manufacturer: 'Lenovo',
      model: '83HL0035IN',
      color: 'Cosmic Blue',
      features: product.features,
      itemWeight: 1390,
      releaseDate: 20260115,
      availabilityAmazon: 0,
      rootCategory: 976392031,
      categories: [1375424031],
    });
    expect(inStock.description).toContain('Intel Core Ultra 5 225H');
    expect(inStock.images).toHaveLength(5);
    expect(inStock.images[0]).toEqual({
      l: expect.stringMatching(/^71\w{8}L\.png$/),
      lH: 1125,
      lW: 1500,
      m: expect.stringMatching(/^41\w{8}L\.png$/),
      mH: 375,
      mW: 500,
    });
    expect(inStock.imagesCSV.split(',')).toEqual(inStock.images.map((i: Json) => i.l));
    expect(inStock.csv[1].at(-1)).toBeGreaterThan(0);

    // Out of stock: priced until a few days ago, then -1; unavailable: -1 throughout.
    expect(outOfStock.availabilityAmazon).toBe(-1);
    expect(outOfStock.csv[1].at(-1)).toBe(-1);
    expect(
      outOfStock.csv[1].filter((v: number, i: number) => i % 2 === 1 && v > 0).length,
    ).toBeGreaterThan(0);
    expect(unavailable.availabilityAmazon).toBe(-1);
    expect(unavailable.csv[1]).toEqual([expect.any(Number), -1]);
  });

  it('answers productType 4 for an asin Keepa does not know, the rest as usual', async () => {
    const [, answer] = await get('product', { asin: `${demoProducts[0].asin},B0NOTKNOWN` });
    expect(answer.products[0].title).toBe(demoProducts[0].title);
    expect(answer.products[0].features.length).toBeGreaterThan(0);
    expect(answer.products[1]).toEqual({
      asin: 'B0NOTKNOWN',
      domainId: 10,
      productType: 4,
      csv: null,
    });
  });
});

describe('Keepa simulator: finding new laptops', () => {
  it('searches by keywords at 10 tokens a result page', async () => {
    const [status, answer] = await get('search', { type: 'product', term: 'rtx 5080', page: '0' });
    expect(status).toBe(200);
    expect(answer.tokensConsumed).toBe(10);
    const asins = answer.products.map((p: Json) => p.asin);
    expect(asins).toEqual(expect.arrayContaining(['B0GUQLFCHF', 'B0GE1F6MQS', 'B0GZQ7H3C9']));
    for (const product of answer.products) expect(product.title).toMatch(/rtx 5080/i);
    expect(answer.products[0].csv).toBeUndefined();

    const [, unpaged] = await get('search', { type: 'product', term: 'laptop', 'asins-only': '1' });
    expect(unpaged.asinList).toHaveLength(40);
    expect(unpaged.tokensConsumed).toBe(40);
    const [, bad] = await get('search', { type: 'product', term: 'hp', page: '10' });
    expect(bad.error.type).toBe('invalidParameter');
  });

  it('finds by title, brand (✜ negates) and price band in the product finder', async () => {
    const selection = {
      title: 'omnibook',
      brand: 'hp',
      current_NEW_gte: 70_000_00,
      current_NEW_lte: 1_20_000_00,
    };
    const [, answer] = await get('query', { selection: JSON.stringify(selection) });
    expect(answer.asinList.sort()).toEqual(['B0G3RYIEQP', 'B0G5D7I98A', 'B0G7ACO8IU'].sort());
    expect(answer.tokensConsumed).toBe(11);
    const [, notHp] = await get('query', {
      selection: JSON.stringify({ brand: ['✜hp'], title: 'omnibook' }),
    });
    expect(notHp.totalResults).toBe(0);
    const [, newest] = await get('query', {
      selection: JSON.stringify({ brand: ['apple', 'samsung'], sort: [['listedSince', 'desc']] }),
    });
    expect(newest.asinList[0]).toBe('B0G4RXNL9D');
  });

  it('serves the pictures Keepa names, as the media host would', async () => {
    const [, answer] = await get('product', { asin: 'B0GJCX23E3' });
    const [picture] = answer.products[0].images;
    for (const [name, width, height] of [
      [picture.m, picture.mW, picture.mH],
      [picture.l.replace('.png', '._SL160_.png'), 160, 120],
    ]) {
      const response = await fetch(`${simulator.url}/images/I/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({ width, height });
    }
  });
});
