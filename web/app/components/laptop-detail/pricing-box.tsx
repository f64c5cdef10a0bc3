import type { Laptop } from '@bli/contracts';
import { discountPercent, isPriceCurrent, showsDiscountBadge } from '@bli/domain';
import { Badge, Button } from '@bli/ui';
import { ExternalLink } from 'lucide-react';
import { AffiliateDisclosure } from '../affiliate-disclosure';
import { AffiliateLink } from '../affiliate-link';
import { AddToCompareButton } from '../compare/add-to-compare-button';
import { PriceTag } from '../price-tag';

/** Price with its "as of" time, the buy button and the disclosure next to it (docs/compliance.md). */
export function PricingBox({ laptop }: { laptop: Laptop }) {
  const off = discountPercent(laptop.originalPrice, laptop.currentPrice);
  const current = isPriceCurrent(laptop.lastUpdated);
  return (
    <section
      aria-label="Price"
      className="space-y-3 rounded-lg border border-orange-200 bg-orange-50/60 p-4"
    >
      {current && showsDiscountBadge(off) && <Badge tone="danger">{off}% OFF</Badge>}
      <PriceTag
        currentPrice={laptop.currentPrice}
        originalPrice={laptop.originalPrice}
        lastUpdated={laptop.lastUpdated}
        className="text-slate-900"
      />
      <Button asChild size="lg" className="w-full">
        <AffiliateLink laptop={laptop} source="laptop-details">
          Check Price &amp; Buy on Amazon <ExternalLink className="h-4 w-4" aria-hidden="true" />
        </AffiliateLink>
      </Button>
      <AddToCompareButton laptop={laptop} className="w-full bg-white" />
      <AffiliateDisclosure variant="compact" />
    </section>
  );
}
