import { budgetPhrase } from './budget-parser';

/**
 * Budgets to offer when a query under `maxPrice` finds nothing: a little and a lot more,
 * rounded up to ₹5,000. When the cheapest match costs more than that, budgets start from it.
 */
export function nearbyBudgets(maxPrice: number, cheapestMatch?: number | null): number[] {
  const round = (value: number) => Math.ceil(value / 5_000) * 5_000;
  const base = cheapestMatch && cheapestMatch > maxPrice * 2 ? cheapestMatch / 1.25 : maxPrice;
  const budgets = [1.25, 1.5, 2].map((factor) => round(base * factor));
  return [...new Set(budgets)].filter((budget) => budget >= maxPrice + 5_000);
}

/** The shopper's words with a different budget: "gaming laptop under 90k". */
export function queryWithBudget(withoutBudget: string, maxPrice: number): string {
  return `${withoutBudget} ${budgetPhrase(maxPrice)}`.trim();
}
