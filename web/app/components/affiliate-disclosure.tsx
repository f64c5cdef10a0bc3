import { cn } from '@bli/ui';
import { Info } from 'lucide-react';
import { AFFILIATE_DISCLOSURE, PRICE_NOTICE } from '../lib/site';

/**
 * docs/product-rules.md §2 "Affiliate disclosure block": default (an alert box), compact (one line near buy
 * buttons) and footer (the site-wide statement with the "check the price on Amazon" notice).
 */
export type AffiliateDisclosureVariant = 'default' | 'compact' | 'footer';

interface AffiliateDisclosureProps {
  variant?: AffiliateDisclosureVariant;
  className?: string;
}

export function AffiliateDisclosure({ variant = 'default', className }: AffiliateDisclosureProps) {
  if (variant === 'compact') {
    return (
      <p className={cn('text-xs text-slate-500', className)} data-testid="affiliate-disclosure">
        {AFFILIATE_DISCLOSURE} {PRICE_NOTICE}
      </p>
    );
  }

  if (variant === 'footer') {
    return (
      <div
        className={cn('space-y-1 text-xs text-slate-400', className)}
        data-testid="affiliate-disclosure"
      >
        <p>
          {AFFILIATE_DISCLOSURE} {PRICE_NOTICE}
        </p>
        <p>
          Prices and availability may change at any time: check the current price and stock on
          Amazon (amazon.in) before you buy. Prices on this site are accurate as of the date and
          time shown next to them; the price shown on amazon.in at the time of purchase applies.
        </p>
      </div>
    );
  }

  return (
    <aside
      aria-label="Affiliate disclosure"
      className={cn(
        'flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900',
        className,
      )}
      data-testid="affiliate-disclosure"
    >
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-semibold">{AFFILIATE_DISCLOSURE}</p>
        <p>
          {PRICE_NOTICE} Buying through our links costs you nothing extra: you pay the price shown
          on amazon.in.
        </p>
      </div>
    </aside>
  );
}
