import { laptopSchema, priceRangeSchema } from '@bli/contracts';
import { isPriceCurrent } from '@bli/domain';
import { TEST_NOW, testLaptop, testRange } from './catalogue.factories';

describe('catalogue factories', () => {
  it('make laptops and ranges the contracts accept', () => {
    expect(laptopSchema.safeParse(testLaptop()).error).toBeUndefined();
    expect(priceRangeSchema.safeParse(testRange()).error).toBeUndefined();
  });

  it('give every laptop its own id, slug and asin, with an affiliate link to that asin', () => {
    const [a, b] = [testLaptop(), testLaptop()];
    expect(b.id).not.toBe(a.id);
    expect(b.slug).not.toBe(a.slug);
    expect(b.asin).not.toBe(a.asin);
    expect(a.affiliateUrl).toContain(`/dp/${a.asin}?`);
  });

  it('apply overrides over the defaults', () => {
    expect(testLaptop({ brand: 'Lenovo', currentPrice: 75_000 })).toMatchObject({
      brand: 'Lenovo',
      currentPrice: 75_000,
      processorBrand: 'Intel',
    });
    expect(testRange({ slug: 'premium' })).toMatchObject({ slug: 'premium', id: 1 });
  });

  it('date prices so they are current at TEST_NOW', () => {
    expect(isPriceCurrent(testLaptop().lastUpdated, TEST_NOW)).toBe(true);
  });
});
