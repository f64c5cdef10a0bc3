import type { RangeSort } from './use-sort-view';

const SORTED_BY: Record<RangeSort, string> = {
  popularity: 'popularity (most reviews)',
  rating: 'highest rating',
  'real-discount': 'real discount (largest saving against the usual price first)',
};

/** "12 laptops, sorted by highest rating"; "3 good deals, sorted by …" when only those are listed. */
export function rangeListHeading(total: number, sort: RangeSort, goodDeals: boolean): string {
  const noun = goodDeals
    ? total === 1
      ? 'good deal'
      : 'good deals'
    : total === 1
      ? 'laptop'
      : 'laptops';
  return `${total} ${noun}, sorted by ${SORTED_BY[sort]}`;
}
