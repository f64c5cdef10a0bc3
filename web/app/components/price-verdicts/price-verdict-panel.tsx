import type { PriceHistory } from '@bli/contracts';
import { BuyAdvice } from './buy-advice';
import { GoodDealBadge } from './good-deal-badge';

/**
 * "Is this a good price?" beside the laptop's price: the good-deal badge and buy now or wait
 * (docs/deal-verdicts.md), each linking to how it is decided. Without the price history (an
 * extra that may fail) the badge still shows, from the figures the catalogue keeps per laptop.
 */
export function PriceVerdictPanel({
  goodDeal,
  advice,
}: {
  goodDeal: PriceHistory['goodDeal'];
  advice: PriceHistory['advice'] | null;
}) {
  if (!advice && !goodDeal.isGoodDeal) return null;
  return (
    <section
      aria-labelledby="price-verdict-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="price-verdict"
    >
      <h2 id="price-verdict-heading" className="text-base font-bold text-slate-900">
        Is this a good price?
      </h2>
      <GoodDealBadge deal={goodDeal} />
      {advice && <BuyAdvice advice={advice} />}
    </section>
  );
}
