import type { Deal } from '@bli/contracts';
import { discountPercent, formatInr, hoursUntil } from '@bli/domain';
import { Badge, Button, Card, cn } from '@bli/ui';
import { Clock } from 'lucide-react';
import { useId } from 'react';

/** docs/product-rules.md §4: flash is red, bank is blue, anything else is an exchange offer (green). */
const BADGES = {
  flash: { label: '⚡ Flash Sale', className: 'bg-red-100 text-red-800' },
  bank: { label: '💳 Bank Offer', className: 'bg-blue-100 text-blue-800' },
  exchange: { label: '🔄 Exchange', className: 'bg-green-100 text-green-800' },
} as const;

function badgeFor(dealType: Deal['dealType']) {
  return dealType === 'flash' || dealType === 'bank' ? BADGES[dealType] : BADGES.exchange;
}

function endsInText(hours: number): string {
  if (hours < 1) return 'ends in less than an hour';
  return hours === 1 ? 'ends in 1 hour' : `ends in ${hours} hours`;
}

/** Prices as the deal states them; a bank deal without an original price is a flat discount. */
function DealPrice({ deal }: { deal: Deal }) {
  if (deal.originalPrice <= 0) {
    return (
      <div data-testid="deal-price">
        <p className="text-2xl font-bold text-slate-900">{`${formatInr(deal.discountPrice)} off`}</p>
        <p className="text-sm font-medium text-green-700">Flat discount on eligible orders</p>
      </div>
    );
  }
  const off = discountPercent(deal.originalPrice, deal.discountPrice);
  const saving = deal.originalPrice - deal.discountPrice;
  return (
    <div data-testid="deal-price">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-2xl font-bold text-slate-900">{formatInr(deal.discountPrice)}</span>
        {saving > 0 && (
          <span className="text-sm text-slate-500 line-through">
            {formatInr(deal.originalPrice)}
          </span>
        )}
      </p>
      {saving > 0 && (
        <p className="text-sm font-medium text-green-700">
          {`You save ${formatInr(saving)} (${off}%)`}
        </p>
      )}
    </div>
  );
}

/**
 * docs/product-rules.md §4 deal card. Deals carry no product or link, so "Grab Deal Now" has nothing honest to
 * open: it is a disabled button whose note says so, rather than a control that does nothing.
 */
export function DealCard({ deal, className }: { deal: Deal; className?: string }) {
  const badge = badgeFor(deal.dealType);
  const hours = deal.expiresAt ? hoursUntil(deal.expiresAt) : null;
  const noteId = useId();
  return (
    <Card className={cn('flex h-full flex-col gap-3 p-4', className)} data-testid="deal-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge className={badge.className}>{badge.label}</Badge>
        {hours !== null && (
          <span
            className="inline-flex items-center gap-1 text-xs font-medium text-red-700"
            suppressHydrationWarning
          >
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
            {endsInText(hours)}
          </span>
        )}
      </div>
      <h3 className="font-semibold leading-snug text-slate-900">{deal.title}</h3>
      <DealPrice deal={deal} />
      <div className="mt-auto space-y-1 pt-2">
        <Button className="w-full" disabled aria-describedby={noteId}>
          Grab Deal Now
        </Button>
        <p id={noteId} className="text-xs text-slate-500">
          Direct deal links are coming soon: look for this offer on amazon.in, where its current
          terms apply.
        </p>
      </div>
    </Card>
  );
}
