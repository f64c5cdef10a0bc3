import type { Laptop } from '@bli/contracts';
import { sortLaptops } from '@bli/domain';
import { ComparisonTable } from '../comparison-table';
import { LaptopCard } from '../laptop-card';
import type { RangeSort, ViewMode } from './use-sort-view';
import { listImagePriority } from '../picture-sources';

interface RangeLaptopsProps {
  laptops: readonly Laptop[];
  sort: RangeSort;
  view: ViewMode;
  phrase: string;
}

/**
 * One page of a price range's laptops in the shopper's order: cards, or the comparison table.
 * Static: a sort or view change is a new location, so the island renders it afresh.
 */
export function RangeLaptops({ laptops, sort, view, phrase }: RangeLaptopsProps) {
  // Real discount is the catalogue's order, already the list's.
  const sorted = sort === 'real-discount' ? [...laptops] : sortLaptops(laptops, sort);
  if (view === 'list') return <ComparisonTable laptops={sorted} caption={`Laptops ${phrase}`} />;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {sorted.map((laptop, index) => (
        <li key={laptop.asin}>
          <LaptopCard laptop={laptop} imagePriority={listImagePriority(index)} />
        </li>
      ))}
    </ul>
  );
}
