import { DISCOUNT_BADGE_THRESHOLD, PRICE_VERDICT_RULES as RULES } from '@bli/domain';

/**
 * The thresholds the methodology page quotes, in words, all from PRICE_VERDICT_RULES: the page
 * says what the rules do because it reads the same numbers (docs/deal-verdicts.md).
 */
export const METHODOLOGY_FIGURES = {
  /** The spec's "{n}% OFF" shows above this (docs/product-rules.md §5). */
  badgeAbovePercent: DISCOUNT_BADGE_THRESHOLD,
  medianDays: RULES.medianWindowDays,
  listPriceDays: RULES.listPriceWindowDays,
  listPriceMonths: Math.round(RULES.listPriceWindowDays / 30),
  goodDealPercent: RULES.goodDealWithinPercent,
  minHistoryDays: RULES.minHistoryDays,
  minHistoryWeeks: Math.round(RULES.minHistoryDays / 7),
  outlierMads: RULES.outlierMadMultiplier,
  outlierWindowDays: RULES.outlierWindowDays,
  outlierMinMadPercent: RULES.outlierMinMadPercent,
  /** The smallest move that can be a spike where prices repeat exactly (a MAD of 0). */
  outlierMinMovePercent: RULES.outlierMadMultiplier * RULES.outlierMinMadPercent,
  saleLookaheadDays: RULES.saleLookaheadDays,
  saleDropPercent: RULES.saleDropPercent,
  preSaleDays: RULES.preSaleBaselineDays,
  lastYearMinDays: RULES.lastYearMinDays,
  lastYearMaxDays: RULES.lastYearMaxDays,
} as const;

/** The verdicts of "Buy now or wait", in the order they are tried, each with when it is given. */
export function buyVerdictRows(): { label: string; when: string }[] {
  const f = METHODOLOGY_FIGURES;
  return [
    {
      label: 'Not enough price history yet',
      when: `We have fewer than ${f.minHistoryDays} days (${f.minHistoryWeeks} weeks) of prices for the laptop.`,
    },
    {
      label: 'Good time to buy',
      when: `The price is within ${f.goodDealPercent}% of the lowest price we have recorded: the good-deal rule.`,
    },
    {
      label: 'Likely to drop in the next sale',
      when:
        `A sale starts within ${f.saleLookaheadDays} days, and in the same sale last year the ` +
        `price fell by more than ${f.saleDropPercent}% from its usual price before it.`,
    },
    { label: 'Fair price', when: 'None of the above.' },
  ];
}
