import type { Laptop } from '@bli/contracts';
import { SITE_NAME } from '../../lib/site';
import type { FilterCopy } from './filter-config';
import type { FilterStats } from './filter-stats';

export function filterTitle(copy: FilterCopy, stats: FilterStats): string {
  return `${copy.h1}: ${stats.count} Models Compared | ${SITE_NAME}`;
}

/** Counts and this filter's own fact; prices stay out (they expire within 24 hours). */
export function filterDescription(
  copy: FilterCopy,
  stats: FilterStats,
  laptops: readonly Laptop[],
): string {
  const highlight = stats.count > 0 ? copy.highlight(laptops) : null;
  return `Compare ${stats.count} ${copy.noun} from ${stats.brands.length} brands, including ${stats.gaming} gaming models.${
    highlight ? ` ${highlight}` : ''
  } Specs, ratings, FAQs and Amazon prices with their update time.`;
}
