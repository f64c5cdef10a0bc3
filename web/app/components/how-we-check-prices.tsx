import { PRICE_VERDICT_RULES as RULES } from '@bli/domain';
import { cn } from '@bli/ui';
import { Link } from 'react-router';
import { PRICE_VERDICTS_PATH } from './price-verdicts/methodology-path';

/**
 * One line per list on what its cards' price checks mean, with the one link to the methodology
 * (docs/deal-verdicts.md): one link per list rather than one per card.
 */
export function HowWeCheckPrices({ className }: { className?: string }) {
  return (
    <p className={cn('text-xs text-slate-500', className)} data-testid="how-we-check-prices">
      {`A laptop's usual price is its median price of the last ${RULES.medianWindowDays} days; a good deal is within ${RULES.goodDealWithinPercent}% of the lowest price we have recorded. `}
      <Link to={PRICE_VERDICTS_PATH} className="font-medium text-blue-700 hover:underline">
        How we check prices
      </Link>
    </p>
  );
}
