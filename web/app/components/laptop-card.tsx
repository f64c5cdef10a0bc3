import type { Laptop } from '@bli/contracts';
import {
  discountPercent,
  formatDateEnIn,
  showsDiscountBadge,
  offerState,
  cardSpecLines,
  formatCount,
} from '@bli/domain';
import { Badge, Button, Card, cn } from '@bli/ui';
import { Link } from 'react-router';
import { AffiliateLink } from './affiliate-link';
import { AddToCompareButton } from './compare/add-to-compare-button';
import { SpriteIcon } from './sprite-icon';
import { LaptopPicture } from './laptop-picture';
import { PICTURE_SIZES, primaryImage } from './picture-sources';
import { showsPriceClaims } from './price-check-text';
import { PriceTag } from './price-tag';
import { CardPriceCheck } from './price-verdicts/card-price-check';
import { StarRating } from './star-rating';

/**
 * default: 2 feature tags (docs/product-rules.md §2 laptop card); detailed: up to 4 features, 3 pros, 3 cons;
 * gaming: every feature.
 */
export type LaptopCardVariant = 'default' | 'detailed' | 'gaming';

const FEATURE_LIMIT: Record<LaptopCardVariant, number> = {
  default: 2,
  detailed: 4,
  gaming: Infinity,
};

interface LaptopCardProps {
  laptop: Laptop;
  variant?: LaptopCardVariant;
  /** Position in a ranked list, shown as "#1". */
  rank?: number;
  /** Above the fold: `high` for the list's first card (its picture is fetched first). */
  imagePriority?: 'eager' | 'high';
  className?: string;
}

export function LaptopCard({
  laptop,
  variant = 'default',
  rank,
  imagePriority,
  className,
}: LaptopCardProps) {
  const offer = offerState(laptop);
  // A saving is a price claim: only made while the price itself may be shown (24-hour rule),
  // and while the laptop can be bought.
  const claims = showsPriceClaims(laptop);
  const off = claims ? discountPercent(laptop.originalPrice, laptop.currentPrice) : 0;
  const specs = cardSpecLines(laptop);
  const features = laptop.features.slice(0, FEATURE_LIMIT[variant]);
  const updated = formatDateEnIn(laptop.lastUpdated);

  return (
    <Card
      className={cn('flex h-full flex-col overflow-hidden', className)}
      data-testid="laptop-card"
    >
      <div className="relative">
        <LaptopPicture
          image={primaryImage(laptop)}
          brand={laptop.brand}
          alt={laptop.title}
          width={400}
          height={250}
          sizes={PICTURE_SIZES.card}
          priority={imagePriority}
        />
        <div className="absolute left-2 top-2 flex flex-wrap gap-1">
          {rank !== undefined && (
            <Badge tone="outline" className="bg-white">
              #{rank}
            </Badge>
          )}
          {laptop.isFeatured && <Badge tone="brand">Featured</Badge>}
          {showsDiscountBadge(off) && <Badge tone="danger">{off}% OFF</Badge>}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <AffiliateLink
            laptop={laptop}
            source="laptop-card"
            className="text-xs font-semibold uppercase tracking-wide text-orange-600 hover:underline"
          >
            {laptop.brand}
          </AffiliateLink>
          <h3 className="mt-1 line-clamp-2 text-sm font-semibold leading-snug">
            <AffiliateLink laptop={laptop} source="laptop-card" className="hover:underline">
              {laptop.title}
            </AffiliateLink>
          </h3>
        </div>
        {specs.length > 0 && (
          <ul className="space-y-1 text-xs text-slate-600">
            {specs.slice(0, 3).map((line) => (
              <li key={line} className="line-clamp-1">
                {line}
              </li>
            ))}
          </ul>
        )}
        {laptop.rating && (
          <p className="flex items-center gap-1 text-xs text-slate-600">
            <StarRating rating={laptop.rating} size={14} />
            <span>
              {laptop.rating} ({formatCount(laptop.reviewCount)} reviews)
            </span>
          </p>
        )}
        <PriceTag
          currentPrice={laptop.currentPrice}
          originalPrice={laptop.originalPrice}
          lastUpdated={laptop.lastUpdated}
        />
        {claims && <CardPriceCheck check={laptop.priceCheck} />}
        {offer.note && (
          <p className="text-sm font-semibold text-red-700" data-testid="availability">
            {offer.note}
          </p>
        )}
        {features.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Features">
            {features.map((feature) => (
              <li key={feature}>
                <Badge tone="neutral" className="font-normal">
                  {feature}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        {variant === 'detailed' && (laptop.pros.length > 0 || laptop.cons.length > 0) && (
          <div className="grid grid-cols-2 gap-2 text-xs">
            <ul className="space-y-1 text-green-700" aria-label="Pros">
              {laptop.pros.slice(0, 3).map((pro) => (
                <li key={pro}>+ {pro}</li>
              ))}
            </ul>
            <ul className="space-y-1 text-red-700" aria-label="Cons">
              {laptop.cons.slice(0, 3).map((con) => (
                <li key={con}>− {con}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="mt-auto space-y-2 pt-2">
          <Button asChild className="w-full">
            <AffiliateLink laptop={laptop} source="laptop-card">
              {offer.buyLabel ?? 'Check Price On Amazon'}{' '}
              <SpriteIcon name="external-link" className="h-4 w-4" />
            </AffiliateLink>
          </Button>
          <Button asChild variant="outline" className="w-full">
            <Link to={`/laptop/${laptop.slug}`} prefetch="intent">
              View Details
            </Link>
          </Button>
          <AddToCompareButton laptop={laptop} className="w-full" />
          <p className="text-xs text-slate-500">Product info updated: {updated}</p>
          <p className="flex justify-between text-[11px] text-slate-500">
            <span>ASIN: {laptop.asin}</span>
            <span>Updated {updated}</span>
          </p>
        </div>
      </div>
    </Card>
  );
}
