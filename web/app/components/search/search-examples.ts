/** Searches that show what the box understands (empty page, no results). */
export const BUDGET_SUGGESTIONS = [
  'gaming laptop under 80k',
  'thin and light under 1 lakh',
  'i5 16gb ssd under 60k',
  'between 40k and 60k',
  'ryzen 7 rtx 4060',
  'macbook',
] as const;
