import { BUDGET_PAGES } from '../../lib/site';

/** docs/product-rules.md §9 budget thresholds, in the order of BUDGET_PAGES. */
const BUDGET_LIMITS = [30_000, 50_000, 80_000, 100_000, 150_000, 200_000];

/** The smallest budget landing page that covers a price (the top one above ₹2 lakh). */
export function budgetPageFor(maxPrice: number): (typeof BUDGET_PAGES)[number] {
  const index = BUDGET_LIMITS.findIndex((limit) => limit >= maxPrice);
  return BUDGET_PAGES[index === -1 ? BUDGET_PAGES.length - 1 : index];
}
