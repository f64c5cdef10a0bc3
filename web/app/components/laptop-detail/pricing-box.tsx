import type { DiscountCheckView, Laptop, LaptopOffer } from '@bli/contracts';
import { discountPercent, showsDiscountBadge, NO_LONGER_SOLD, offerState } from '@bli/domain';
import { Badge, Button, cn } from '@bli/ui';
import { ExternalLink } from 'lucide-react';
import { AffiliateDisclosure } from '../affiliate-disclosure';
import { AffiliateLink } from '../affiliate-link';
import { AddToCompareButton } from '../compare/add-to-compare-button';
import { showsPriceClaims } from '../price-check-text';
import { PriceTag } from '../price-tag';
import { DiscountCheck } from '../price-verdicts/discount-check';
import { EffectivePrices } from '../price-verdicts/effective-prices';

/**
 * Price with its "as of" time, the buy button and the disclosure next to it (docs/compliance.md).
 * Out of stock or unavailable on Amazon: it says so, and the button (still the affiliate link)
 * reads "See on Amazon". While the price is current: the discount check beside the "{n}% OFF"
 * badge, and under the price what live bank and exchange offers make it (docs/deal-verdicts.md).
 */
export function PricingBox({
  laptop,
  discount,
  offers = [],
}: {
  laptop: Laptop;
  discount?: DiscountCheckView;
  offers?: readonly LaptopOffer[];
}) {
  const offer = offerState(laptop);
  const off = discountPercent(laptop.originalPrice, laptop.currentPrice);
  const current = showsPriceClaims(laptop);
  return (
    <section
      aria-label="Price"
      className="space-y-3 rounded-lg border border-orange-200 bg-orange-50/60 p-4"
    >
      {current && showsDiscountBadge(off) && <Badge tone="danger">{off}% OFF</Badge>}
      {current && discount && <DiscountCheck check={discount} />}
      <PriceTag
        currentPrice={laptop.currentPrice}
        originalPrice={laptop.originalPrice}
        lastUpdated={laptop.lastUpdated}
        className="text-slate-900"
      />
      {current && <EffectivePrices offers={offers} />}
      {offer.note && (
        <p className="font-semibold text-red-700" data-testid="availability">
          {offer.note}
        </p>
      )}
      <Button asChild size="lg" className="w-full">
        <AffiliateLink laptop={laptop} source="laptop-details">
          {offer.buyLabel ?? 'Check Price & Buy on Amazon'}{' '}
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
        </AffiliateLink>
      </Button>
      <AddToCompareButton laptop={laptop} className="w-full bg-white" />
      <p className="text-center text-sm">
        <a href="#alert" className="font-medium text-orange-700 hover:underline">
          Alert me when the price drops
        </a>
      </p>
      <AffiliateDisclosure variant="compact" />
    </section>
  );
}

/** A retired laptop's page: a clear "No longer sold" instead of a price and a buy button. */
export function NoLongerSold({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="no-longer-sold"
      className={cn('space-y-1 rounded-lg border border-slate-300 bg-slate-100 p-4', className)}
      data-testid="no-longer-sold"
    >
      <h2 id="no-longer-sold" className="text-lg font-bold text-slate-900">
        {NO_LONGER_SOLD}
      </h2>
      <p className="text-sm text-slate-700">
        This laptop is no longer sold, so we show no price or buy link for it. Its specifications
        and our review stay here for reference; the similar laptops below are on sale.
      </p>
    </section>
  );
}
