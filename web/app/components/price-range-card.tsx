import type { PriceRange } from '@bli/contracts';
import { formatInr } from '@bli/domain';
import { Badge, Button, cn } from '@bli/ui';
import { BadgeCheck, Clock } from 'lucide-react';
import { Link } from 'react-router';

/** Five gradient styles the cards cycle through (docs/product-rules.md §2). */
const GRADIENTS = [
  'from-orange-500 to-amber-500',
  'from-sky-600 to-cyan-500',
  'from-emerald-600 to-teal-500',
  'from-violet-600 to-fuchsia-500',
  'from-rose-600 to-pink-500',
];

interface PriceRangeCardProps {
  range: PriceRange;
  /** Position in the list; picks the gradient. */
  index: number;
  /** True only when the range's prices came from Amazon within the last 24 hours. */
  pricesVerified: boolean;
}

export function PriceRangeCard({ range, index, pricesVerified }: PriceRangeCardProps) {
  const description =
    range.seoDescription ??
    `Find the best laptops under ${formatInr(range.maxPrice)} with detailed reviews and comparisons.`;
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
      data-testid="price-range-card"
    >
      <div className={cn('bg-gradient-to-r p-4 text-white', GRADIENTS[index % GRADIENTS.length])}>
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-lg font-bold">{range.name}</h3>
          <Badge className="bg-white/20 text-white">{range.laptopCount} laptops</Badge>
        </div>
        <p className="mt-1 text-sm text-white/90">
          {formatInr(range.minPrice)} – {formatInr(range.maxPrice)}
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <p className="text-sm text-slate-600">{description}</p>
        {pricesVerified && (
          <p className="flex gap-3 text-xs text-slate-500">
            <span className="inline-flex items-center gap-1">
              <Clock className="h-3.5 w-3.5" aria-hidden="true" /> Latest prices
            </span>
            <span className="inline-flex items-center gap-1">
              <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" /> Amazon verified
            </span>
          </p>
        )}
        <Button asChild variant="secondary" className="mt-auto w-full">
          <Link to={`/price-range/${range.slug}`} prefetch="intent">
            Explore Laptops
          </Link>
        </Button>
      </div>
    </article>
  );
}
