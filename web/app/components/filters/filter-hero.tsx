import { formatInr, laptopName } from '@bli/domain';
import type { Laptop } from '@bli/contracts';
import type { FilterCopy } from './filter-config';
import { FilterStatTiles } from './filter-stat-tiles';
import { type FilterStats, listCounts } from './filter-stats';

/** h1, what the specification means, this page's own numbers, and the four stat tiles. */
export function FilterHero({
  copy,
  stats,
  laptops,
}: {
  copy: FilterCopy;
  stats: FilterStats;
  laptops: readonly Laptop[];
}) {
  const highlight = stats.count > 0 ? copy.highlight(laptops) : null;
  return (
    <header className="space-y-4">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{copy.h1}</h1>
      <p className="max-w-3xl text-slate-700">{copy.explainer}</p>
      {stats.count > 0 && (
        <p className="max-w-3xl text-slate-700">
          We list {stats.count} {copy.noun} from {stats.brands.length}{' '}
          {stats.brands.length === 1 ? 'brand' : 'brands'} ({listCounts(stats.brands, 3)}),{' '}
          {stats.gaming} of them gaming models.
          {stats.lowest &&
            stats.highest &&
            stats.pricesAsOf &&
            ` Prices run from ${formatInr(stats.lowest.currentPrice)} (${laptopName(stats.lowest)}) to ${formatInr(stats.highest.currentPrice)} (${laptopName(stats.highest)}), ${stats.pricesAsOf}.`}
          {highlight && ` ${highlight}`}
        </p>
      )}
      <FilterStatTiles stats={stats} />
    </header>
  );
}
