import type { CardPriceCheckView } from '@bli/contracts';
import { formatInr } from '@bli/domain';
import { Badge, cn } from '@bli/ui';
import { usualPriceText } from '../price-check-text';

/**
 * What a card says of its price beside the spec's "{n}% OFF" (docs/deal-verdicts.md): the good-deal
 * badge, the saving against the laptop's own 90-day median with that median, and "List price
 * never seen in 6 months". Plain text: a list shows up to 100 cards, so the methodology is one
 * "How we check prices" link per list, not one per card. The caller shows it only while the price
 * itself may be shown (`showsPriceClaims`).
 */
export function CardPriceCheck({
  check,
  className,
}: {
  check: CardPriceCheckView;
  className?: string;
}) {
  const { discount, goodDeal } = check;
  const { savingVsMedian: saving, median90Days: median } = discount;
  const usual =
    saving && median !== null ? `${usualPriceText(saving)} of ${formatInr(median)}` : null;
  if (!goodDeal.isGoodDeal && !usual && !discount.listPriceNeverSeen) return null;
  return (
    <p
      className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-xs', className)}
      data-testid="card-price-check"
    >
      {goodDeal.isGoodDeal && (
        <Badge tone="success" data-testid="good-deal-badge">
          Good deal
        </Badge>
      )}
      {usual && (
        <span
          className={(saving?.percent ?? 0) > 0 ? 'font-medium text-green-700' : 'text-slate-600'}
        >
          {usual}
        </span>
      )}
      {discount.listPriceNeverSeen && (
        <span className="text-slate-600">List price never seen in 6 months</span>
      )}
    </p>
  );
}
