import { demoProducts } from './demo-products.data';
import { priceAt, priceChanges, reviewCountAt } from './price-drift';
import { syntheticAsin, syntheticProducts } from './synthetic-products';

const HOUR = 3_600_000;
const drift = { periodMs: HOUR };
const start = Date.UTC(2026, 10, 22);

describe('price drift', () => {
  it('is the same for the same product and time, and stays within a band around the base', () => {
    for (const product of demoProducts) {
      for (let hour = 0; hour < 72; hour += 5) {
        const price = priceAt(product, start + hour * HOUR, drift);
        expect(priceAt(product, start + hour * HOUR, drift)).toBe(price);
        expect(price).toBeGreaterThanOrEqual(product.basePrice * 0.85);
        expect(price).toBeLessThanOrEqual(product.basePrice * 1.07);
        expect(price % 100).toBe(90);
      }
    }
  });

  it('changes over time, and the change list agrees with the price at every hour', () => {
    const product = demoProducts[10];
    const changes = priceChanges(product, start, start + 7 * 24 * HOUR, drift);
    expect(changes.length).toBeGreaterThan(5);
    for (let hour = 0; hour < 7 * 24; hour++) {
      const at = start + hour * HOUR;
      const latest = changes.filter(([time]) => time <= at).at(-1)!;
      expect(latest[1]).toBe(priceAt(product, at, drift));
    }
  });

  it('grows review counts only for rated products', () => {
    const rated = demoProducts.find((p) => p.rating !== null)!;
    const unrated = demoProducts.find((p) => p.rating === null)!;
    expect(reviewCountAt(rated, start + 30 * 24 * HOUR)).toBeGreaterThanOrEqual(rated.reviewCount);
    expect(reviewCountAt(unrated, start)).toBe(0);
  });
});

describe('synthetic products', () => {
  it('are distinct, valid asins that never collide with the demo catalogue', () => {
    const products = syntheticProducts(10_000);
    const asins = new Set(products.map((p) => p.asin));
    expect(asins.size).toBe(10_000);
    for (const asin of asins) expect(asin).toMatch(/^[A-Z0-9]{10}$/);
    for (const demo of demoProducts) expect(asins.has(demo.asin)).toBe(false);
    expect(syntheticAsin(0)).toBe('B0S0000000');
    expect(syntheticProducts(3, 5).map((p) => p.asin)).toEqual(
      products.slice(5, 8).map((p) => p.asin),
    );
  });
});
