import type { Laptop } from '@bli/contracts';
import { formatAsOf, formatInr, isPriceCurrent, offerState } from '@bli/domain';
import { Button } from '@bli/ui';
import { ExternalLink } from 'lucide-react';
import { AffiliateDisclosure } from '../affiliate-disclosure';
import { AffiliateLink } from '../affiliate-link';

/**
 * The closing call to action, "Buy Now on Amazon - ₹{price}". A price older than 24 hours is
 * not shown as current (docs/compliance.md): the button then says "Check Price on Amazon". Out
 * of stock or unavailable: "See on Amazon", no price. A retired laptop has none.
 */
export function BuyNowCta({ laptop }: { laptop: Laptop }) {
  const offer = offerState(laptop);
  if (offer.retired) return null;
  const current = isPriceCurrent(laptop.lastUpdated) && !offer.note;
  return (
    <section
      aria-labelledby="buy-heading"
      className="rounded-xl bg-gradient-to-r from-slate-900 to-slate-800 p-6 text-center text-white sm:p-8"
    >
      <h2 id="buy-heading" className="text-xl font-bold sm:text-2xl">
        Ready to buy the {laptop.brand} {laptop.model ?? 'laptop'}?
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-sm text-slate-300">
        {offer.note
          ? `${offer.note} on amazon.in right now: its listing says when it is back.`
          : 'Check stock, delivery and bank offers for your pin code on amazon.in.'}
      </p>
      <Button asChild size="lg" className="mt-5 h-auto min-h-12 px-4 py-2 sm:px-6">
        <AffiliateLink laptop={laptop} source="laptop-details">
          {offer.buyLabel ??
            (current
              ? `Buy Now on Amazon - ${formatInr(laptop.currentPrice)}`
              : 'Check Price on Amazon')}
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
        </AffiliateLink>
      </Button>
      {current && (
        <p className="mt-2 text-xs text-slate-300">
          Price {formatAsOf(laptop.lastUpdated)}. The price on amazon.in at the time of purchase
          applies.
        </p>
      )}
      <AffiliateDisclosure variant="compact" className="mt-3 text-slate-400" />
    </section>
  );
}
