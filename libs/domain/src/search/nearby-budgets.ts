import { budgetPhrase } from './budget-parser';

/**
 * Budgets to offer when a query under `maxPrice` finds nothing: a little and a lot more,
 * rounded to ₹5,000, each at least ₹5,000 apart.
 */
export function nearbyBudgets(maxPrice: number): number[] {
  const round = (value: number) => Math.ceil(value / 5_000) * 5_000;
  const budgets = [1.25, 1.5, 2].map((factor) => round(maxPrice * factor));
  return [...new Set(budgets)].filter((budget) => budget >= maxPrice + 5_000);
}

/** The shopper's words with a different budget: "gaming laptop under 90k". */
export function queryWithBudget(withoutBudget: string, maxPrice: number): string {
  return `${withoutBudget} ${budgetPhrase(maxPrice)}`.trim();
}
