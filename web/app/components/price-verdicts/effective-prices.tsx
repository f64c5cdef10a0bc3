import type { LaptopOffer } from '@bli/contracts';
import { MethodologyLink } from './methodology-link';

/**
 * What a live bank-card or exchange offer makes the price, and a no-cost EMI's real cost:
 * secondary lines under the Amazon price, which stays the price shown (compliance.md §2). The
 * offers are the laptop's own (`offers` of its detail answer).
 */
export function EffectivePrices({ offers }: { offers: readonly LaptopOffer[] }) {
  const lines = offers.flatMap((offer) =>
    [offer.effectivePrice?.line, offer.emiCost?.line]
      .filter((line): line is string => Boolean(line))
      .map((line) => ({ key: `${offer.id}-${line}`, line })),
  );
  if (lines.length === 0) return null;
  return (
    <div className="space-y-1 text-sm text-slate-700" data-testid="effective-price">
      <ul className="space-y-0.5">
        {lines.map(({ key, line }) => (
          <li key={key}>{line}</li>
        ))}
      </ul>
      <p className="text-xs text-slate-500">
        With the bank and exchange offers live now, on the Amazon price above; terms apply.{' '}
        <MethodologyLink section="effective-price">How we work it out</MethodologyLink>
      </p>
    </div>
  );
}
