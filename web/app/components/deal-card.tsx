import type { Deal } from '@bli/contracts';
import {
  DEAL_PRICE_GONE_TEXT,
  discountPercent,
  formatInr,
  hoursUntil,
  isPriceCurrent,
} from '@bli/domain';
import { Badge, Button, Card, cn } from '@bli/ui';
import { Clock, ExternalLink } from 'lucide-react';
import { AffiliateLink } from './affiliate-link';
import { PriceTag } from './price-tag';

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

/**
 * The deal's price beside the price it is struck against; when the laptop's price at the
 * retailer has gone above the deal price, the card says so instead (docs/product-rules.md "Deals").
 */
function DealPrice({ deal }: { deal: Deal }) {
  if (!deal.priceAvailable) {
    return (
      <div data-testid="deal-price">
        <p className="text-sm font-semibold text-red-700" data-testid="deal-price-gone">
          {DEAL_PRICE_GONE_TEXT}
        </p>
        <PriceTag
          currentPrice={deal.laptop.currentPrice}
          originalPrice={null}
          lastUpdated={deal.laptop.lastUpdated}
        />
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
 * What the offer makes of the laptop's Amazon price (docs/deal-verdicts.md "What will I pay with
 * my card"): the effective price and a no-cost EMI's real cost, as secondary text. Both are worked
 * out from that price, so they are said only while it may be shown (the 24-hour rule).
 */
function DealOfferLines({ deal }: { deal: Deal }) {
  if (!isPriceCurrent(deal.laptop.lastUpdated)) return null;
  const lines = [deal.effectivePrice?.line, deal.emiCost?.line].filter(
    (line): line is string => !!line,
  );
  if (lines.length === 0) return null;
  return (
    <ul className="space-y-0.5 text-xs text-slate-600" data-testid="deal-offer-lines">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * docs/product-rules.md §4 deal card. "Grab Deal Now" is the laptop's buy link: the click hop
 * (and, with JavaScript, the buy flow), never a retailer URL of its own. A bank offer names its
 * bank and terms.
 */
export function DealCard({ deal, className }: { deal: Deal; className?: string }) {
  const badge = badgeFor(deal.dealType);
  const hours = hoursUntil(deal.expiresAt);
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
      <p className="line-clamp-2 text-sm text-slate-600">{`${deal.laptop.brand} ${deal.laptop.title}`}</p>
      <DealPrice deal={deal} />
      <DealOfferLines deal={deal} />
      {deal.bankName && (
        <p className="text-xs text-slate-600" data-testid="deal-bank">
          <span className="font-medium text-slate-800">{deal.bankName}</span>
          {deal.conditions && `: ${deal.conditions}`}
        </p>
      )}
      <div className="mt-auto pt-2">
        <Button asChild className="w-full">
          <AffiliateLink laptop={deal.laptop} source="deal-card">
            {deal.priceAvailable ? 'Grab Deal Now' : 'Check Price On Amazon'}{' '}
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
          </AffiliateLink>
        </Button>
      </div>
    </Card>
  );
}
