import { cn } from '@bli/ui';
import { PRICE_VERDICTS_PATH } from './methodology-path';

/** The methodology's sections a verdict links to (their ids on /price-verdicts). */
export type MethodologySection =
  | 'discount-check'
  | 'good-deal'
  | 'sale-event-lows'
  | 'buy-now-or-wait'
  | 'effective-price'
  | 'outliers';

/** "How we decide": every verdict says where its rule and thresholds are explained. */
export function MethodologyLink({
  section,
  children = 'How we decide',
  className,
}: {
  section: MethodologySection;
  children?: string;
  className?: string;
}) {
  return (
    <a
      href={`${PRICE_VERDICTS_PATH}#${section}`}
      className={cn('font-medium text-orange-700 underline-offset-2 hover:underline', className)}
    >
      {children}
    </a>
  );
}
