import type { PriceRange } from '@bli/contracts';
import { formatInr } from '@bli/domain';
import { Badge } from '@bli/ui';
import { Link } from 'react-router';
import { Breadcrumbs } from '../breadcrumbs';
import { budgetPhrase } from '../landing/copy-text';

/** The spec's default when a range has no seoDescription (as on the price range card). */
export function rangeDescription(range: PriceRange): string {
  return (
    range.seoDescription ??
    `Find the best laptops under ${formatInr(range.maxPrice)} with detailed reviews and comparisons.`
  );
}

export function RangeHeader({ range, count }: { range: PriceRange; count: number }) {
  return (
    <header className="space-y-3">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: range.name }]} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Best Laptops {range.name}
      </h1>
      <p className="max-w-3xl text-slate-600">{rangeDescription(range)}</p>
      <p className="flex flex-wrap gap-2">
        <Badge tone="brand">{count} Laptops Available</Badge>
        <Badge tone="outline">
          {formatInr(range.minPrice)} – {formatInr(range.maxPrice)}
        </Badge>
      </p>
      {range.seoSlug && (
        <p className="text-sm">
          <Link to={`/${range.seoSlug}`} className="font-medium text-blue-700 hover:underline">
            Read our ranked guide with top picks and FAQs for laptops {budgetPhrase(range)} →
          </Link>
        </p>
      )}
    </header>
  );
}
