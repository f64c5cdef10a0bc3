import { demoProducts } from './demo-products.data';
import { newLaunchProducts } from './new-launches.data';
import { availabilityOf, featuresOf, modelOf, specLinesOf } from './product-details';
import { syntheticProducts } from './synthetic-products';

describe('new launches', () => {
  it('adds at least 40 laptops the demo catalogue does not have, under their own asins', () => {
    expect(newLaunchProducts.length).toBeGreaterThanOrEqual(40);
    const taken = new Set([...demoProducts, ...syntheticProducts(2_000)].map((p) => p.asin));
    const asins = newLaunchProducts.map((p) => p.asin);
    expect(new Set(asins).size).toBe(asins.length);
    for (const asin of asins) {
      expect(asin).toMatch(/^B0G[A-Z0-9]{7}$/);
      expect(taken.has(asin)).toBe(false);
    }
    const demoTitles = new Set(demoProducts.map((p) => p.title));
    expect(newLaunchProducts.filter((p) => demoTitles.has(p.title))).toEqual([]);
  });

  it('spans the brands and reads like amazon.in listings', () => {
    const brands = new Set(newLaunchProducts.map((p) => p.brand));
    for (const brand of [
      'HP',
      'Lenovo',
      'ASUS',
      'Acer',
      'Dell',
      'MSI',
      'Apple',
      'Samsung',
      'Infinix',
    ]) {
      expect(brands.has(brand)).toBe(true);
    }
    for (const product of newLaunchProducts) {
      expect(product.title.startsWith(product.brand)).toBe(true);
      expect(product.title.length).toBeGreaterThan(100);
      expect(product.title.split(/[,;:]/).length).toBeGreaterThanOrEqual(4);
      expect(featuresOf(product).length).toBeGreaterThanOrEqual(5);
      expect(specLinesOf(product).map(([label]) => label)).toEqual([
        'Processor',
        'RAM',
        'Storage',
        'Display',
        'Graphics',
        'Weight',
        'Battery',
        'Operating System',
      ]);
      expect(product.basePrice).toBeGreaterThan(10_000);
      if (product.listPrice !== null)
        expect(product.listPrice).toBeGreaterThanOrEqual(product.basePrice);
      expect(product.releaseDate).toMatch(/^202[56]-\d\d-\d\d$/);
    }
    expect(
      newLaunchProducts.filter((p) => p.releaseDate!.startsWith('2026')).length,
    ).toBeGreaterThanOrEqual(40);
  });

  it('has products in each availability state', () => {
    const states = newLaunchProducts.map(availabilityOf);
    expect(states).toContain('IN_STOCK');
    expect(states).toContain('OUT_OF_STOCK');
    expect(states).toContain('UNAVAILABLE');
  });

  it('derives features, a specification and a model name from a demo title', () => {
    const product = demoProducts.find((p) => p.asin === 'B0OFR25NSN')!;
    expect(modelOf(product)).toBe('Vivobook Go 14');
    expect(Object.fromEntries(specLinesOf(product))).toMatchObject({
      Processor: 'AMD Ryzen 3 7320U',
      RAM: '8GB LPDDR5',
      Storage: '512GB SSD',
      Display: '14-inch FHD',
      'Operating System': 'Windows 11',
      Weight: '1.38 kg',
    });
    expect(featuresOf(product)).toContain('Processor: AMD Ryzen 3 7320U');
  });
});
