import type { DiscountCheckView } from '@bli/contracts';
import { MethodologyLink } from './methodology-link';
import { listPriceNeverSeenDetail, medianSavingText } from './price-verdict-texts';

/**
 * Is this discount real: beside the spec's "{n}% OFF" (against the list price), what the price
 * saves against the laptop's own 90-day median, and "list price never seen in 6 months" with
 * its figures one tap away (a `<details>`: no JavaScript). Nothing without a median.
 */
export function DiscountCheck({ check }: { check: DiscountCheckView }) {
  const saving = medianSavingText(check);
  const neverSeen = listPriceNeverSeenDetail(check);
  if (!saving && !neverSeen) return null;
  return (
    <div className="space-y-1 text-sm text-slate-700" data-testid="discount-check">
      {saving && (
        <p>
          {saving}.{' '}
          <MethodologyLink section="discount-check" className="text-xs">
            Why this figure
          </MethodologyLink>
        </p>
      )}
      {neverSeen && (
        <details data-testid="list-price-never-seen">
          <summary className="cursor-pointer text-slate-600">
            List price never seen in 6 months
          </summary>
          <p className="mt-1 text-xs text-slate-600">{neverSeen}</p>
        </details>
      )}
    </div>
  );
}
