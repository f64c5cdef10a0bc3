import type { PageMeta } from '@bli/contracts';
import { PRICE_VERDICT_RULES as RULES } from '@bli/domain';
import { pageMeta } from './meta-tags';
import { withSiteName } from './text';

/** Metadata of the pages of fixed text: worded here, their thresholds from @bli/domain. */

/** `/price-verdicts`: how the laptop pages' price verdicts are decided (docs/deal-verdicts.md). */
export function priceVerdictsMeta(): PageMeta {
  return pageMeta(
    withSiteName('How We Judge Laptop Prices: Deal Verdicts'),
    `How we judge a laptop's price: its saving against its own ${RULES.medianWindowDays}-day ` +
      `median, a good deal within ${RULES.goodDealWithinPercent}% of the lowest we recorded, ` +
      `past sale prices, and buy now or wait.`,
  );
}
