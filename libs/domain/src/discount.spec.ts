import { discountPercent, showsDiscountBadge } from './discount';

describe('discountPercent', () => {
  it('rounds the saving as a percent of the original price', () => {
    expect(discountPercent(100_000, 84_990)).toBe(15);
    expect(discountPercent(60_000, 54_990)).toBe(8);
  });
  it('is 0 without an original price or without a saving', () => {
    expect(discountPercent(null, 50_000)).toBe(0);
    expect(discountPercent(0, 50_000)).toBe(0);
    expect(discountPercent(40_000, 45_000)).toBe(0);
  });
});

describe('showsDiscountBadge', () => {
  it('shows only above 10 percent', () => {
    expect(showsDiscountBadge(10)).toBe(false);
    expect(showsDiscountBadge(11)).toBe(true);
  });
});
