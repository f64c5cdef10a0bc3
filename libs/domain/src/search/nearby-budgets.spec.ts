import { nearbyBudgets, queryWithBudget } from './nearby-budgets';

describe('nearby budgets', () => {
  it('offers larger budgets rounded to ₹5,000', () => {
    expect(nearbyBudgets(20_000)).toEqual([25_000, 30_000, 40_000]);
    expect(nearbyBudgets(15_000)).toEqual([20_000, 25_000, 30_000]);
  });

  it('starts from the cheapest match when that is far above the budget', () => {
    expect(nearbyBudgets(20_000, 52_990)).toEqual([55_000, 65_000, 85_000]);
    expect(nearbyBudgets(20_000, 30_000)).toEqual([25_000, 30_000, 40_000]);
  });

  it('rewrites the query with the new budget', () => {
    expect(queryWithBudget('gaming laptop', 90_000)).toBe('gaming laptop under 90k');
    expect(queryWithBudget('', 150_000)).toBe('under 1.5 lakh');
  });
});
