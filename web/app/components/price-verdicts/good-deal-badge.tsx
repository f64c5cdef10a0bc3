import type { PriceHistory } from '@bli/contracts';
import { Badge } from '@bli/ui';
import { MethodologyLink } from './methodology-link';
import { goodDealText } from './price-verdict-texts';

/** "Good deal": within 5 % of the lowest price recorded, with 5 weeks of history; else nothing. */
export function GoodDealBadge({ deal }: { deal: PriceHistory['goodDeal'] }) {
  const text = goodDealText(deal);
  if (!text) return null;
  return (
    <p
      className="flex flex-wrap items-center gap-2 text-sm text-slate-700"
      data-testid="good-deal-badge"
    >
      <Badge tone="success">Good deal</Badge>
      <span>
        {text}. <MethodologyLink section="good-deal" className="text-xs" />
      </span>
    </p>
  );
}
