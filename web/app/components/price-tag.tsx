import { discountPercent, formatAsOf, formatInr, isPriceCurrent } from '@bli/domain';
import { cn } from '@bli/ui';

interface PriceTagProps {
  currentPrice: number;
  originalPrice: number | null;
  lastUpdated: string;
  className?: string;
}

/**
 * A price with its "as of" time (Amazon's rule). A price older than 24 hours is not shown as
 * current: the shopper is sent to check it on Amazon instead.
 */
export function PriceTag({ currentPrice, originalPrice, lastUpdated, className }: PriceTagProps) {
  if (!isPriceCurrent(lastUpdated)) {
    return (
      <p className={cn('text-sm font-medium text-slate-700', className)} data-testid="price-stale">
        Check price on Amazon
      </p>
    );
  }
  const off = discountPercent(originalPrice, currentPrice);
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)} data-testid="price">
      <span className="text-2xl font-bold text-slate-900">{formatInr(currentPrice)}</span>
      {off > 0 && originalPrice && (
        <span className="text-sm text-slate-500 line-through">{formatInr(originalPrice)}</span>
      )}
      <span className="w-full text-xs text-slate-500">
        {formatAsOf(lastUpdated)}. Price on amazon.in at the time of purchase applies.
      </span>
    </p>
  );
}
