import type { PriceRange } from '@bli/contracts';
import { Link } from 'react-router';
import { PriceRangeCard } from '../price-range-card';
import { HomeSection } from './section';

/** docs/product-rules.md §9: the home page shows the first 4 price ranges. */
export const HOME_RANGE_COUNT = 4;

interface BudgetRangesSectionProps {
  ranges: readonly PriceRange[];
  verifiedRangeIds: readonly number[];
}

export function BudgetRangesSection({ ranges, verifiedRangeIds }: BudgetRangesSectionProps) {
  if (ranges.length === 0) return null;
  const shown = ranges.slice(0, HOME_RANGE_COUNT);
  const more = ranges.slice(HOME_RANGE_COUNT);
  return (
    <HomeSection
      id="budget-ranges"
      title="Shop by Budget"
      intro="Every range lists its laptops ranked by rating and reviews, with a comparison table."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((range, index) => (
          <li key={range.id}>
            <PriceRangeCard
              range={range}
              index={index}
              pricesVerified={verifiedRangeIds.includes(range.id)}
            />
          </li>
        ))}
      </ul>
      {more.length > 0 && (
        <p className="mt-4 text-sm text-slate-600">
          Higher budgets:{' '}
          {more.map((range, index) => (
            <span key={range.id}>
              {index > 0 && ' · '}
              <Link
                to={`/price-range/${range.slug}`}
                prefetch="intent"
                className="font-medium text-orange-700 hover:underline"
              >
                {range.name}
              </Link>{' '}
              ({range.laptopCount})
            </span>
          ))}
        </p>
      )}
    </HomeSection>
  );
}
