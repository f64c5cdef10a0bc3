/**
 * Every threshold of the price verdicts in one place, by name: the rules (this folder), the
 * catalogue's stored figures, the list filters and the methodology page (docs/deal-verdicts.md)
 * all read them from here. Days are India's calendar days (IST), today included.
 */
export const PRICE_VERDICT_RULES = {
  /** The "usual price" a saving is measured against: the median of the last 90 days. */
  medianWindowDays: 90,
  /** "List price never seen in 6 months": the list price is above every price of 180 days. */
  listPriceWindowDays: 180,
  /** Good deal: the current price is within 5 % of the lowest price recorded… */
  goodDealWithinPercent: 5,
  /** …with at least 5 weeks of history; fewer, and no verdict at all. */
  minHistoryDays: 35,
  /**
   * Outlier: one day's price more than 3 median absolute deviations from the days around it, and
   * as far from the day before and the day after (a step, like a sale's first day, is no spike)…
   */
  outlierMadMultiplier: 3,
  /** …the days around it being 7 before and 7 after (a rolling window, so a trend is no spike)… */
  outlierWindowDays: 7,
  /**
   * …where the deviation counts as at least 1 % of their median: prices often repeat exactly
   * for weeks, which makes the MAD 0 and would turn a ₹10 move into a "spike".
   */
  outlierMinMadPercent: 1,
  /** Likely to drop: a known sale event starts within 45 days… */
  saleLookaheadDays: 45,
  /** …and in the same event last year the price fell by more than 8 %… */
  saleDropPercent: 8,
  /** …from its usual price then: the median of the 30 days before that event began. */
  preSaleBaselineDays: 30,
  /** "The same event last year": an edition of the same name that began 300–430 days earlier. */
  lastYearMinDays: 300,
  lastYearMaxDays: 430,
} as const;

export type PriceVerdictRules = typeof PRICE_VERDICT_RULES;
